import type { Context, Services } from '@app/api-contract';
import type { Db } from '@app/db';
import { languageFromAcceptLanguage } from '@app/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
  type SessionCookieSettings,
} from './auth/cookie';
import { validateSessionToken } from './auth/session';

export interface ContextDeps {
  db: Db;
  services: Services;
  now: () => Date;
  cookie: SessionCookieSettings;
}

/**
 * Builds the per-request tRPC context (shared by /trpc and the REST adapter). The user comes
 * only from a valid server-side session; whatever the browser stores is a hint for its UI.
 */
export async function createContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const now = deps.now();
  const token = readSessionToken(request, deps.cookie);
  const session = token ? await validateSessionToken(deps.db, token, now) : null;
  if (token && !session) clearSessionCookie(reply, deps.cookie);
  if (token && session?.renewed) setSessionCookie(reply, deps.cookie, token, session.expiresAt);
  const userAgent = request.headers['user-agent'];
  return {
    db: deps.db,
    services: deps.services,
    user: session?.user ?? null,
    session: session ? { id: session.id } : null,
    response: {
      setSessionCookie: (newToken, expiresAt) =>
        setSessionCookie(reply, deps.cookie, newToken, expiresAt),
      clearSessionCookie: () => clearSessionCookie(reply, deps.cookie),
    },
    language: languageFromAcceptLanguage(request.headers['accept-language']),
    request: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
    now: deps.now,
  };
}
