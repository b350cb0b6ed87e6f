import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookieSettings {
  /** HTTPS deployments: Secure, and the __Host- prefix that pins the cookie to this host. */
  secure: boolean;
}

export function sessionCookieName({ secure }: SessionCookieSettings): string {
  return secure ? '__Host-jpl_session' : 'jpl_session';
}

const TOKEN = /^[a-z2-7]{32}$/;

export function readSessionToken(request: FastifyRequest, settings: SessionCookieSettings) {
  const value = request.cookies[sessionCookieName(settings)];
  return value && TOKEN.test(value) ? value : null;
}

/**
 * The device cookie: a random token a browser keeps for a year once it has signed in, so the
 * sign-in limits can tell the account's own browser from everyone else's (decision 0018). It
 * proves nothing by itself: a session still needs the password.
 */
export function deviceCookieName({ secure }: SessionCookieSettings): string {
  return secure ? '__Host-jpl_device' : 'jpl_device';
}

const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

export function readDeviceToken(request: FastifyRequest, settings: SessionCookieSettings) {
  const value = request.cookies[deviceCookieName(settings)];
  return value && TOKEN.test(value) ? value : null;
}

export function setDeviceCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  now: Date,
): void {
  reply.setCookie(deviceCookieName(settings), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: '/',
    expires: new Date(now.getTime() + DEVICE_COOKIE_MS),
  });
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
