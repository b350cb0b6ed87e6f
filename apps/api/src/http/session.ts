import { accessRefusal, tokenAllows, type Access, type SessionUser } from '@app/api-contract';
import type { Db } from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
  type SessionCookieSettings,
} from '../auth/cookie';
import { validateSessionToken, type ValidSession } from '../auth/session';
import { bearerSecret, requestTokenUser } from './bearer';
import { sendError } from './errors';

export interface SessionDeps {
  db: Db;
  now: () => Date;
  cookie: SessionCookieSettings;
}

const sessions = new WeakMap<FastifyRequest, Promise<ValidSession | null>>();

/**
 * The request's session, validated once however many guards and contexts ask: the first call
 * reads the cookie, checks it against the database and puts a renewed (or cleared) cookie on
 * this reply; later calls in the same request share that answer.
 */
export function requestSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ValidSession | null> {
  let pending = sessions.get(request);
  if (!pending) {
    pending = (async () => {
      const token = readSessionToken(request, deps.cookie);
      if (!token) return null;
      const session = await validateSessionToken(deps.db, token, deps.now());
      if (!session) clearSessionCookie(reply, deps.cookie);
      else if (session.renewed) setSessionCookie(reply, deps.cookie, token, session.expiresAt);
      return session;
    })();
    sessions.set(request, pending);
  }
  return pending;
}

/**
 * Who makes the request: a Bearer token's owner (the token on them), else the session's user.
 * A request with a Bearer header never reads, renews or clears the session cookie: it acts as
 * the token alone, which is why the cookie's CSRF rule does not apply to it (security.ts).
 */
export async function requestUser(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  if (bearerSecret(request) !== null) return requestTokenUser(deps, request);
  return (await requestSession(deps, request, reply))?.user ?? null;
}

/** The procedure a route calls, for a token's scope check before the body is read. */
export interface GuardedProcedure {
  path: string;
  type: 'query' | 'mutation';
}

/**
 * Refuses a request that `access` does not allow, before its body is read: nobody without the
 * right session can make the server buffer a large upload. Answers 401/403 (closing the
 * connection, so an unread body is not waited for) and returns true when it refused. The
 * procedure behind the route checks again, on the same validated session. A token is held to
 * the scope of `procedure`; a route with no procedure (a file upload) is not a token's.
 */
export async function refuseUnlessAllowed(
  deps: SessionDeps,
  access: Access,
  request: FastifyRequest,
  reply: FastifyReply,
  procedure?: GuardedProcedure,
): Promise<boolean> {
  const bearer = bearerSecret(request) !== null;
  if (access === 'public' && !bearer) return false;
  const user = await requestUser(deps, request, reply);
  // A token first, as in the procedures: beyond its scopes (or on sign-in, which is public),
  // whatever its owner's role; a route with no procedure only where anyone may call it.
  const tokenRefused =
    user?.token !== undefined &&
    !(procedure
      ? tokenAllows(user.token, procedure.path, procedure.type, access)
      : access === 'public');
  if (tokenRefused) {
    reply.header('connection', 'close');
    sendError(request, reply, 403, 'TOKEN_REFUSED');
    return true;
  }
  if (access === 'public') return false;
  const refusal = accessRefusal(access, user?.role ?? null);
  if (!refusal) return false;
  reply.header('connection', 'close');
  sendError(request, reply, refusal === 'UNAUTHENTICATED' ? 401 : 403, refusal);
  return true;
}

/** An `onRequest` hook that lets only `access` through (see `refuseUnlessAllowed`). */
export function accessGuard(deps: SessionDeps, access: Access, procedure?: GuardedProcedure) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await refuseUnlessAllowed(deps, access, request, reply, procedure)) return reply;
  };
}
