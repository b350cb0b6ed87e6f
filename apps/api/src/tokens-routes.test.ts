import { accessRefusal, scopesForRole, tokenNeeds, type Access } from '@app/api-contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureType } from './http/rest';
import { describedRoutes } from './rest/routes';
import { fastifyPath, type RestRoute } from './rest/route';
import { startTestApi, type TestApi } from './testing';

/**
 * Every REST route called with API tokens of each scope, owned by each staff role (decision
 * 0047): the HTTP skin refuses what the contract's scopes and the owner's role refuse, before
 * the body is read, and lets the rest through. A new route is in the walk.
 */
type Owner = 'librarian' | 'super_admin';
let api: TestApi<Owner>;
const routes: RouteOptions[] = [];
const secrets = {} as Record<Owner, Record<string, string>>;
const described = new Map<string, RestRoute>(
  describedRoutes().map((r) => [`${r.method} ${fastifyPath(r.path)}`, r]),
);

beforeAll(async () => {
  api = await startTestApi({
    roles: { librarian: 'librarian', super_admin: 'super_admin' },
    onRoute: (route) => routes.push(route),
  });
  for (const owner of ['librarian', 'super_admin'] as const) {
    secrets[owner] = {};
    // Each scope the owner's role may give (a librarian's never `webhooks`), and all of them.
    const offered = scopesForRole(owner);
    for (const scopes of [...offered.map((s) => [s]), offered]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { 'content-type': 'application/json', cookie: api.cookies[owner] },
        payload: JSON.stringify({ name: `Walk ${scopes.length}`, scopes, expiresInDays: 1 }),
      });
      expect(res.statusCode, `${owner} [${scopes.join(' ')}]`).toBe(201);
      secrets[owner][scopes.join(' ')] = res.json<{ token: string }>().token;
    }
  }
});
afterAll(() => api.close());

/** What a token of `scopes` owned by `owner` should meet at `route`: a refusal's code, or none. */
function expected(route: RestRoute | undefined, access: Access, scopes: string[], owner: Owner) {
  if (!route || route.kind === 'handler') return access === 'public' ? null : 'TOKEN_REFUSED';
  const needs = tokenNeeds(route.procedure, procedureType(route.procedure), access);
  if (needs === 'refused' || (needs !== null && !scopes.includes(needs))) return 'TOKEN_REFUSED';
  return accessRefusal(access, owner);
}

describe('every REST route with a token', () => {
  it('refuses beyond the scopes and the owner role, and lets the rest through', async () => {
    const walked = routes.filter(
      (r) => String(r.url).startsWith('/api') && !String(r.url).includes('*'),
    );
    expect(walked.length).toBeGreaterThan(50);
    for (const route of walked) {
      const access = (route.config as { access: Access }).access;
      const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        const rest = described.get(`${method} ${String(route.url)}`);
        const url = String(route.url).replace(/:(\w+)/g, '1');
        for (const owner of ['librarian', 'super_admin'] as const) {
          for (const [scopes, secret] of Object.entries(secrets[owner])) {
            const res = await api.app.inject({
              method: method as 'GET',
              url,
              headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
              payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
            });
            const label = `${method} ${url} by ${owner} [${scopes}]`;
            const refusal = expected(rest, access, scopes.split(' '), owner);
            if (refusal) {
              expect(res.statusCode, label).toBe(403);
              expect(res.json<{ appCode: string }>().appCode, label).toBe(refusal);
            } else {
              expect([401, 403], label).not.toContain(res.statusCode);
            }
          }
        }
      }
    }
  }, 300_000);
});
