import { accessRefusal, type Access } from '@app/api-contract';
import type { Db } from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
  type SessionCookieSettings,
} from '../auth/cookie';
import { validateSessionToken, type ValidSession } from '../auth/session';
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
 * Refuses a request that `access` does not allow, before its body is read: nobody without the
 * right session can make the server buffer a large upload. Answers 401/403 (closing the
 * connection, so an unread body is not waited for) and returns true when it refused. The
 * procedure behind the route checks again, on the same validated session.
 */
export async function refuseUnlessAllowed(
  deps: SessionDeps,
  access: Access,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (access === 'public') return false;
  const session = await requestSession(deps, request, reply);
  const refusal = accessRefusal(access, session?.user.role ?? null);
  if (!refusal) return false;
  reply.header('connection', 'close');
  sendError(request, reply, refusal === 'UNAUTHENTICATED' ? 401 : 403, refusal);
  return true;
}

/** An `onRequest` hook that lets only `access` through (see `refuseUnlessAllowed`). */
export function accessGuard(deps: SessionDeps, access: Access) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await refuseUnlessAllowed(deps, access, request, reply)) return reply;
  };
}
