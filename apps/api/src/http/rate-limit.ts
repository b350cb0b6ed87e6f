import { rateLimitWait, waitParams, type LimitedAction } from '@app/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { requestUser, type SessionDeps } from './session';

/**
 * The rate limits of the contract (limits.ts) for routes that are not procedures: the OPDS
 * search and the e-book file proxy. The client is the request's address (TRUST_PROXY decides
 * what that is) and the session's role (staff are not limited).
 */
export function requestRateLimiter(deps: SessionDeps) {
  return async (
    action: LimitedAction,
    request: FastifyRequest,
    reply: FastifyReply,
    item?: string | number,
  ): Promise<number> => {
    const user = await requestUser(deps, request, reply);
    const client = { ip: request.ip, role: user?.role ?? null };
    return rateLimitWait(deps.db, action, client, deps.now(), item);
  };
}

export type RequestRateLimiter = ReturnType<typeof requestRateLimiter>;

/** 429 with Retry-After and how long to wait, in the caller's language. */
export function sendRateLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
): FastifyReply {
  return sendError(request, reply, 429, 'RATE_LIMITED', { params: waitParams(retryAfterSeconds) });
}
