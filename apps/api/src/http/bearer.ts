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
const TOKEN_PATHS = /^\/(api|trpc|opds)(\/|$|\?)/;

/** The secret of a request's `Authorization: Bearer` header, or null when it has none. */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !TOKEN_PATHS.test(request.url)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

const tokenUsers = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The token's owner for this request, checked against the database once per request (never
 * kept longer: a revocation holds at the next request, in every process); null without a
 * Bearer header or with a token that is not valid.
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
 * own rate limit, counted in PostgreSQL so every process shares it.
 */
export const bearerPlugin = fp<TokenDeps>(
  async (app: FastifyInstance, deps) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (bearerSecret(request) === null) return;
      const user = await requestTokenUser(deps, request);
      if (!user?.token) return sendError(request, reply, 401, 'TOKEN_INVALID');
      const now = deps.now();
      const { hits, windowEndsAt } = await hitRateLimit(
        deps.db,
        `${TOKEN_RATE_LIMIT.name}:${user.token.id}`,
        TOKEN_RATE_LIMIT.windowMs,
        now,
      );
      if (hits > TOKEN_RATE_LIMIT.max) {
        const wait = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
        return sendError(request, reply, 429, 'RATE_LIMITED', { params: waitParams(wait) });
      }
    });
  },
  { name: 'bearer', dependencies: ['db'] },
);
