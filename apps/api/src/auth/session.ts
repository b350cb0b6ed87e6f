import {
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
  type Db,
  type UserRole,
} from '@app/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * Sessions on Lucia's model (lucia-auth.com): the cookie holds a random token; the database
 * holds only its SHA-256, so a leaked table cannot be replayed as cookies.
 */

/** A session lives this long after the last request… */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** …and never longer than this after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend at most once an hour, so reads do not turn into a write per request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** True when this request extended the session (the cookie must be sent again). */
  renewed: boolean;
  user: { id: string; email: string; displayName: string | null; role: UserRole };
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: string, now: Date) {
  return insertSession(db, {
    id: sessionIdFromToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
}

/** The session of `token` if it is current and its user active; ends it otherwise. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<ValidSession | null> {
  const id = sessionIdFromToken(token);
  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (now >= row.expiresAt || now.getTime() >= absoluteEnd || !row.isActive) {
    await deleteSession(db, id);
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - RENEW_AFTER_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    if (expiresAt > row.expiresAt) {
      await extendSession(db, id, expiresAt);
      renewed = true;
    }
  }
  return {
    id,
    expiresAt,
    renewed,
    user: { id: row.userId, email: row.email, displayName: row.displayName, role: row.role },
  };
}

export const invalidateSession = deleteSession;
