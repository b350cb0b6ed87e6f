import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookieSettings {
  /** HTTPS deployments: Secure, and the __Host- prefix that pins the cookie to this host. */
  secure: boolean;
}

export function sessionCookieName({ secure }: SessionCookieSettings): string {
  return secure ? '__Host-jpl_session' : 'jpl_session';
}

export function readSessionToken(request: FastifyRequest, settings: SessionCookieSettings) {
  const value = request.cookies[sessionCookieName(settings)];
  return value && /^[a-z2-7]{32}$/.test(value) ? value : null;
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(settings), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(sessionCookieName(settings), {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
  });
}
