import { STAFF_ROLES, type StaffRole } from '@app/db/constants';
import { describe, expect, it } from 'vitest';
import { accessRefusal, type Access } from '../access';
import { appRouter } from '../root';
import { TOKEN_SCOPES, type TokenScope } from '../schemas/tokens';
import { createTestContext, useTestLibrary } from '../testing/context';
import type { SessionUser } from '../trpc';
import { scopesForRole, tokenNeeds } from './scopes';

/**
 * The scope × role matrix over every procedure of the router (decision 0047), read from the
 * router itself, so a procedure added later is in it: a token never gets past its scopes, nor
 * past its owner's role.
 */

interface Procedure {
  path: string;
  type: 'query' | 'mutation';
  access: Access;
}

const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; meta?: { access: Access } } }
  >,
).map(([path, { _def }]) => ({
  path,
  type: _def.type as Procedure['type'],
  access: _def.meta!.access,
}));

/** What no token may ever call, written out here rather than read from the scope table. */
const NEVER_A_TOKENS = (p: Procedure) =>
  p.path.startsWith('auth.') ||
  p.path.startsWith('staff.') ||
  p.path.startsWith('tokens.') ||
  p.access === 'signed_in' ||
  p.path === 'members.createPasswordLink';

const library = useTestLibrary();

function tokenUser(role: StaffRole, scopes: readonly TokenScope[]): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    email: `${role}@tokens.test`,
    displayName: null,
    role,
    token: { id: '00000000-0000-4000-8000-000000000001', name: 'matrix', scopes },
  };
}

/**
 * The app code a call ends with; input that no schema takes (a symbol) stops every call at
 * its input, after the token and role checks, so no procedure actually runs.
 */
async function outcome(user: SessionUser, p: Procedure): Promise<string> {
  const { caller } = await createTestContext(library.db, { user });
  const [domain, name] = p.path.split('.') as [string, string];
  const call = (caller as unknown as Record<string, Record<string, (i: unknown) => unknown>>)[
    domain
  ]![name]!;
  try {
    await call(Symbol('no input'));
    return 'RAN';
  } catch (error) {
    const cause = (error as { cause?: { appCode?: string } }).cause;
    return cause?.appCode ?? (error as { code: string }).code;
  }
}

describe('a token never exceeds its scopes nor its owner role', () => {
  const scopeSets: TokenScope[][] = [[], ...TOKEN_SCOPES.map((s) => [s]), [...TOKEN_SCOPES]];

  it.each(STAFF_ROLES)('on every procedure, for a %s with each scope', async (role) => {
    for (const p of procedures) {
      const needs = tokenNeeds(p.path, p.type, p.access);
      for (const scopes of scopeSets) {
        const got = await outcome(tokenUser(role, scopes), p);
        const label = `${role} [${scopes.join(' ')}] ${p.path}`;
        const scopeAllows =
          !NEVER_A_TOKENS(p) &&
          (p.access === 'public' ||
            (needs !== null && needs !== 'refused' && scopes.includes(needs)));
        if (!scopeAllows) {
          expect(got, label).toBe('TOKEN_REFUSED');
        } else if (accessRefusal(p.access, role)) {
          expect(got, label).toBe('FORBIDDEN');
        } else {
          expect(got, label).not.toMatch(/^(TOKEN_REFUSED|FORBIDDEN|UNAUTHENTICATED)$/);
        }
      }
    }
  });

  it('names a scope for every staff procedure a token may call, a new router included', () => {
    const unscoped = procedures.filter(
      (p) =>
        p.access !== 'public' &&
        !NEVER_A_TOKENS(p) &&
        tokenNeeds(p.path, p.type, p.access) === 'refused',
    );
    // A router missing from ROUTER_SCOPES is refused to tokens: name its scope there.
    expect(unscoped.map((p) => p.path)).toEqual([]);
  });

  it('refuses tokens every sign-in, account and token procedure, public ones too', () => {
    for (const p of procedures.filter(NEVER_A_TOKENS)) {
      expect(tokenNeeds(p.path, p.type, p.access), p.path).toBe('refused');
    }
  });

  it('offers each role only scopes it can use: each opens a procedure the role may call', () => {
    for (const role of STAFF_ROLES) {
      for (const scope of scopesForRole(role)) {
        const opens = procedures.filter(
          (p) =>
            tokenNeeds(p.path, p.type, p.access) === scope &&
            accessRefusal(p.access, role) === null,
        );
        expect(opens.length, `${role} ${scope}`).toBeGreaterThan(0);
      }
    }
    expect(scopesForRole('patron')).toEqual([]);
  });

  it('keeps webhooks to super admins: never offered to a librarian, opening the webhooks router alone', () => {
    expect(scopesForRole('librarian')).not.toContain('webhooks');
    expect(scopesForRole('super_admin')).toContain('webhooks');
    const opened = procedures.filter((p) => tokenNeeds(p.path, p.type, p.access) === 'webhooks');
    const router = procedures.filter((p) => p.path.startsWith('webhooks.'));
    expect(opened.map((p) => p.path).sort()).toEqual(router.map((p) => p.path).sort());
    expect(router.every((p) => p.access === 'super_admin')).toBe(true);
  });

  it('reads need read scopes: no query needs a write scope', () => {
    for (const p of procedures.filter((p) => p.type === 'query')) {
      expect(String(tokenNeeds(p.path, p.type, p.access)), p.path).not.toMatch(/:write$/);
    }
  });
});
