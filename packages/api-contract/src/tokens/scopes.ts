import { isStaffRole, type UserRole } from '@app/db/constants';
import type { Access } from '../access';
import { appError } from '../errors';
import { TOKEN_SCOPES, type TokenScope } from '../schemas/tokens';

export { TOKEN_SCOPES, type TokenScope };

/*
 * What an API token may do (decision 0047), GitHub's fine-grained tokens as the model: each
 * staff procedure needs one scope, public ones none; a token never exceeds its scopes nor its
 * owner's role (the role guards still run, on the owner as they are now).
 */

/** The token a request was made with, as procedures see it (on the request's user). */
export interface TokenUse {
  id: string;
  name: string;
  scopes: readonly string[];
}

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** A router's staff procedures: the scope its reads need and the one its writes need. */
interface RouterScopes {
  query: TokenScope;
  mutation: TokenScope;
}

const catalogue: RouterScopes = { query: 'catalogue:read', mutation: 'catalogue:write' };
const members: RouterScopes = { query: 'members:read', mutation: 'members:write' };
const circulation: RouterScopes = { query: 'circulation', mutation: 'circulation' };

/**
 * The one table of scopes, by router key: a new procedure takes its router's scope by being a
 * query or a mutation, and a new router is refused to every token until it is named here (the
 * matrix test in tokens.test.ts fails for it). Routers absent here are never a token's: sign-in
 * and accounts (`auth`), staff accounts (`staff`) and tokens themselves (`tokens`).
 */
const ROUTER_SCOPES: Partial<Record<string, RouterScopes>> = {
  books: catalogue,
  ebooks: catalogue,
  inventory: catalogue,
  // Counting the shelves and marking copies missing is the inventory's work.
  stocktake: catalogue,
  events: catalogue,
  branches: catalogue,
  // A job's progress is read by whoever started it: imports are the catalogue's work.
  jobs: catalogue,
  members,
  // An event's attendees and the newsletter's subscribers are people, as members are.
  eventPlaces: members,
  newsletter: members,
  loans: circulation,
  holds: circulation,
  dashboard: { query: 'reports', mutation: 'reports' },
  reports: { query: 'reports', mutation: 'reports' },
  audit: { query: 'reports', mutation: 'reports' },
  // Registering endpoints and replaying deliveries (super admins': decision 0048).
  webhooks: { query: 'webhooks', mutation: 'webhooks' },
};

/** Routers no token may call at all, public procedures included: sign-in and accounts. */
const REFUSED_ROUTERS: ReadonlySet<string> = new Set(['auth', 'staff', 'tokens']);

/** Single procedures of a scoped router that no token may call: they hand out a password. */
const REFUSED_PROCEDURES: ReadonlySet<string> = new Set(['members.createPasswordLink']);

/**
 * What a token needs to call `path`: a scope, `null` for nothing (a public procedure), or
 * `'refused'` when no token may call it (sign-in, a member's own account, staff accounts).
 */
export function tokenNeeds(
  path: string,
  type: ProcedureType,
  access: Access | undefined,
): TokenScope | null | 'refused' {
  const router = path.split('.')[0]!;
  if (REFUSED_ROUTERS.has(router) || REFUSED_PROCEDURES.has(path)) return 'refused';
  if (access === 'public') return null;
  // `signed_in` is a member's own account (loans, holds, reading marks): never a token's.
  if (access !== 'staff' && access !== 'super_admin') return 'refused';
  const scopes = ROUTER_SCOPES[router];
  if (!scopes || type === 'subscription') return 'refused';
  return scopes[type];
}

/** Whether `token` may call `path` (its owner's role is judged apart, by the role guards). */
export function tokenAllows(
  token: TokenUse,
  path: string,
  type: ProcedureType,
  access: Access | undefined,
): boolean {
  const needs = tokenNeeds(path, type, access);
  return needs === null || (needs !== 'refused' && token.scopes.includes(needs));
}

/**
 * Refuses (403 TOKEN_REFUSED) a call a token may not make; a call without a token passes. The
 * role guard that follows still checks the owner's current role.
 */
export function refuseBeyondToken(
  token: TokenUse | null | undefined,
  path: string,
  type: ProcedureType,
  access: Access | undefined,
): void {
  if (token && !tokenAllows(token, path, type, access)) {
    throw appError('TOKEN_REFUSED', `Token may not call ${path}`);
  }
}

/** Scopes that open only super admins' procedures: never offered to anyone else. */
const SUPER_ADMIN_SCOPES: ReadonlySet<TokenScope> = new Set(['webhooks']);

/**
 * The scopes a token of someone with `role` may be given: those that open a procedure the role
 * may call (scopes.test.ts proves it over the router): every scope for a super admin, all but
 * `webhooks` for a librarian, none for others.
 */
export function scopesForRole(role: UserRole): TokenScope[] {
  if (!isStaffRole(role)) return [];
  return TOKEN_SCOPES.filter((scope) => role === 'super_admin' || !SUPER_ADMIN_SCOPES.has(scope));
}
