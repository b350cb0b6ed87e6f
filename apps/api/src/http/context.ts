import type { Context, Services } from '@app/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  readDeviceToken,
  setDeviceCookie,
  setSessionCookie,
} from '../auth/cookie';
import { requestLanguage, translateError } from './errors';
import { bearerSecret, requestTokenUser } from './bearer';
import { requestSession, type SessionDeps } from './session';

export interface ContextDeps extends SessionDeps {
  services: Services;
}

/**
 * Builds the per-request tRPC context (shared by /trpc and the REST routes). The user comes
 * only from a valid server-side session; whatever the browser stores is a hint for its UI.
 */
export async function createContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  // A token's request acts as the token's owner alone: its cookies are not read.
  const bearer = bearerSecret(request) !== null;
  const session = bearer ? null : await requestSession(deps, request, reply);
  const user = bearer ? await requestTokenUser(deps, request) : (session?.user ?? null);
  const userAgent = request.headers['user-agent'];
  const language = requestLanguage(request);
  return {
    db: deps.db,
    services: deps.services,
    user,
    session: session ? { id: session.id } : null,
    response: {
      setSessionCookie: (newToken, expiresAt) =>
        setSessionCookie(reply, deps.cookie, newToken, expiresAt),
      clearSessionCookie: () => clearSessionCookie(reply, deps.cookie),
      setDeviceCookie: (token) => setDeviceCookie(reply, deps.cookie, token, deps.now()),
    },
    language,
    request: {
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
      deviceToken: readDeviceToken(request, deps.cookie),
    },
    now: deps.now,
    translateError: (appCode, params) => translateError(language, appCode, params),
  };
}
