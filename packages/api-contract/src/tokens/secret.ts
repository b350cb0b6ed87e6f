import { createHash, randomBytes } from 'node:crypto';
import { findApiTokenForUse, touchApiToken, TOKEN_USE_RESOLUTION_MS, type Db } from '@app/db';
import { isStaffRole } from '@app/db/constants';
import type { SessionUser } from '../trpc';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
const SECRET_PREFIX = 'jpl_';
/** How much of a secret lists show: the prefix and 6 characters, far too few to guess it. */
const SHOWN_LENGTH = SECRET_PREFIX.length + 6;

/**
 * A new secret: 32 random bytes (256 bits). With that much entropy a fast hash is safe to
 * store, and checking one costs a SHA-256 and an indexed read, never a slow password hash.
 */
export function newTokenSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256 in hex. */
export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function shownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_LENGTH);
}

/** A secret's form, checked before any database read. */
export function looksLikeTokenSecret(secret: string): boolean {
  return /^jpl_[A-Za-z0-9_-]{43}$/.test(secret);
}

/**
 * The staff member a secret acts as, with the token on them; null when the secret is unknown,
 * expired or revoked, or its owner is disabled or no longer staff. Read from the database on
 * every request (one indexed read), so a revocation holds at the next call in every process;
 * the last use is written at most once a minute.
 */
export async function authenticateToken(
  db: Db,
  secret: string,
  now: Date,
): Promise<SessionUser | null> {
  if (!looksLikeTokenSecret(secret)) return null;
  const row = await findApiTokenForUse(db, tokenHash(secret));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  if (!row.isActive || !isStaffRole(row.role)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOKEN_USE_RESOLUTION_MS) {
    await touchApiToken(db, row.id, now);
  }
  return {
    id: row.userId,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    token: { id: row.id, name: row.name, scopes: row.scopes },
  };
}
