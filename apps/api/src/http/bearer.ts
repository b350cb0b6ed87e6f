import {
  authenticateToken,
  TOKEN_RATE_LIMIT,
  waitParams,
  type SessionUser,
} from '@app/api-contract';
import { hitRateLimit, type Db } from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * API tokens on the wire (decision 0047): `Authorization: Bearer <token>` makes a request act
 * as the token's owner within its scopes, instead of any session cookie it also carries.
 */

/** What reading a token needs (the session's dependencies have these too). */
export interface TokenDeps {
  db: Db;
  now: () => Date;
}

/** The paths a token is read on; `/metrics` has a bearer secret of its own. */
const TOKEN_PATHS = /^\/(api|trpc|opds2?)(\/|$|\?)/;

/** The secret of a request's `Authorization: Bearer` header, or null when it has none. */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !TOKEN_PATHS.test(request.url)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Hits of a token's minute a process takes from the shared count at once. */
const LEASE = 20;
/** Leases kept per process at most (one per token in use); past it they are dropped. */
const LEASES_MAX = 10_000;

interface Lease {
  left: number;
  windowEndsAt: Date;
  /** The shared count was spent when this lease was asked for: refused until the window ends. */
  refused: boolean;
}

/** A process's leases, and the refills under way (one per token: the others wait for it). */
interface Leases {
  held: Map<string, Lease>;
  refills: Map<string, Promise<void>>;
}

/** Takes `LEASE` hits of the token's window from the shared count (or learns none are left). */
async function takeLease(db: Db, leases: Leases, key: string, now: Date): Promise<void> {
  const { windowMs, max } = TOKEN_RATE_LIMIT;
  const { hits, windowEndsAt } = await hitRateLimit(db, key, windowMs, now, LEASE);
  const granted = Math.min(LEASE, max - (hits - LEASE));
  // Hits still held in the same window are kept (a refill taken before the lease ran out).
  const current = leases.held.get(key);
  const kept = current?.windowEndsAt.getTime() === windowEndsAt.getTime() ? current.left : 0;
  if (leases.held.size >= LEASES_MAX) leases.held.clear();
  leases.held.set(key, { left: kept + Math.max(0, granted), windowEndsAt, refused: granted <= 0 });
}

/** Starts taking the token's next lease (once at a time), resolving when it is held. */
function refill(db: Db, leases: Leases, key: string, now: Date): Promise<void> {
  let pending = leases.refills.get(key);
  if (!pending) {
    pending = takeLease(db, leases, key, now).finally(() => leases.refills.delete(key));
    leases.refills.set(key, pending);
  }
  return pending;
}

/**
 * Spends one of the token's hits; the end of its window when none is left. The count is
 * PostgreSQL's, shared by every process, but taken `LEASE` hits at a time and spent in memory:
 * one write per 20 requests, not one per request, and none once the window is spent. The next
 * lease is taken in the background before the last runs out; while a token has none, its
 * requests wait for the one being taken rather than take their own.
 * Hits a process has taken and not spent make the limit stricter for the other processes (by
 * fewer than `LEASE` + `LEASE` / 4 each), never looser.
 */
async function spendTokenHit(
  db: Db,
  leases: Leases,
  tokenId: string,
  now: Date,
): Promise<Date | null> {
  const key = `${TOKEN_RATE_LIMIT.name}:${tokenId}`;
  for (;;) {
    const lease = leases.held.get(key);
    if (lease && lease.windowEndsAt > now) {
      if (lease.left > 0) {
        lease.left -= 1;
        // The next lease is taken before this one runs out, so a busy token never waits for
        // it; one that fails is taken again by the request that finds the lease empty.
        if (lease.left < LEASE / 4 && !lease.refused) {
          refill(db, leases, key, now).catch(() => undefined);
        }
        return null;
      }
      if (lease.refused) return lease.windowEndsAt;
    }
    await refill(db, leases, key, now);
  }
}

const tokenUsers = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The token's owner for this request (checked once per request; `authenticateToken` keeps
 * checked tokens until PostgreSQL announces a change to them, in every process); null without
 * a Bearer header or with a token that is not valid.
 */
export function requestTokenUser(
  deps: TokenDeps,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  let pending = tokenUsers.get(request);
  if (!pending) {
    const secret = bearerSecret(request);
    pending =
      secret === null ? Promise.resolve(null) : authenticateToken(deps.db, secret, deps.now());
    tokenUsers.set(request, pending);
  }
  return pending;
}

/**
 * Every request with a Bearer header: 401 TOKEN_INVALID at once for a token that is unknown,
 * expired or revoked (whatever the path would allow without one), and 429 past the token's
 * own rate limit, counted in PostgreSQL so every process shares it (`spendTokenHit`).
 */
export const bearerPlugin = fp<TokenDeps>(
  async (app: FastifyInstance, deps) => {
    const leases: Leases = { held: new Map(), refills: new Map() };
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (bearerSecret(request) === null) return;
      const user = await requestTokenUser(deps, request);
      if (!user?.token) return sendError(request, reply, 401, 'TOKEN_INVALID');
      const now = deps.now();
      const windowEndsAt = await spendTokenHit(deps.db, leases, user.token.id, now);
      if (windowEndsAt) {
        const wait = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
        return sendError(request, reply, 429, 'RATE_LIMITED', { params: waitParams(wait) });
      }
    });
  },
  { name: 'bearer', dependencies: ['db'] },
);
