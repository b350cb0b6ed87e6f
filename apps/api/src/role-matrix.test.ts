import { appRouter, type Access } from '@app/api-contract';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from './testing';

/**
 * Every tRPC procedure and every REST route, called as each kind of caller. A new endpoint
 * that forgets its access rule, or declares one and does not enforce it, fails here.
 */
type Caller = 'anonymous' | 'patron' | 'librarian' | 'super_admin';
const callers: Caller[] = ['anonymous', 'patron', 'librarian', 'super_admin'];

const allowed: Record<Access, Caller[]> = {
  public: callers,
  signed_in: ['patron', 'librarian', 'super_admin'],
  staff: ['librarian', 'super_admin'],
  super_admin: ['super_admin'],
};

function expectedRefusal(access: Access, caller: Caller): number | null {
  if (allowed[access].includes(caller)) return null;
  return caller === 'anonymous' ? 401 : 403;
}

let t: TestDatabase;
let app: FastifyInstance;
const routes: RouteOptions[] = [];
const cookies = {} as Record<Caller, string | undefined>;
const users = {} as Record<Exclude<Caller, 'anonymous'>, { email: string; password: string }>;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { onRoute: (route) => routes.push(route) });
  for (const role of ['patron', 'librarian', 'super_admin'] as const) {
    users[role] = await createTestUser(t.db, role);
  }
});
// Fresh sessions for every case: calling auth.logout as someone ends theirs.
async function freshSessions() {
  for (const role of ['patron', 'librarian', 'super_admin'] as const) {
    cookies[role] = await signIn(app, users[role].email, users[role].password);
  }
}
beforeEach(freshSessions);
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const procedures = Object.entries(appRouter._def.procedures) as unknown as [
  string,
  { _def: { type: 'query' | 'mutation'; meta?: { access?: Access } } },
][];

describe('every tRPC procedure', () => {
  it('declares who may call it', () => {
    const undeclared = procedures.filter(([, p]) => !p._def.meta?.access).map(([path]) => path);
    expect(undeclared).toEqual([]);
    expect(procedures.length).toBeGreaterThan(5);
  });

  for (const [path, procedure] of procedures) {
    const access = procedure._def.meta?.access ?? 'public';
    it(`${path} (${access}) answers each caller as its rule says`, async () => {
      for (const caller of callers) {
        const res = await app.inject({
          method: procedure._def.type === 'query' ? 'GET' : 'POST',
          url: `/trpc/${path}`,
          headers: cookies[caller] ? { cookie: cookies[caller] } : {},
          payload: procedure._def.type === 'mutation' ? { json: {} } : undefined,
        });
        const refusal = expectedRefusal(access, caller);
        if (refusal) expect(res.statusCode, `${path} as ${caller}`).toBe(refusal);
        else expect([401, 403], `${path} as ${caller}`).not.toContain(res.statusCode);
      }
    });
  }
});

describe('every REST route', () => {
  it('declares who may call it', () => {
    const api = routes.filter((r) => String(r.url).startsWith('/api'));
    const undeclared = api.filter((r) => !(r.config as { access?: Access } | undefined)?.access);
    expect(undeclared.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
    expect(api.length).toBeGreaterThan(5);
  });

  it('answers each caller as its rule says', async () => {
    const api = routes.filter(
      (r) => String(r.url).startsWith('/api') && !String(r.url).includes('*'),
    );
    for (const route of api) {
      const access = (route.config as { access: Access }).access;
      const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        await freshSessions();
        const url = String(route.url).replace(/:(\w+)/g, '1');
        for (const caller of callers) {
          const res = await app.inject({
            method: method as 'GET',
            url,
            headers: cookies[caller] ? { cookie: cookies[caller] } : {},
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          const refusal = expectedRefusal(access, caller);
          const label = `${method} ${url} as ${caller}`;
          if (refusal) expect(res.statusCode, label).toBe(refusal);
          else expect([401, 403], label).not.toContain(res.statusCode);
        }
      }
    }
  });
});
