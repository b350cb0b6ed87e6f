import { createHash, randomBytes } from 'node:crypto';
import {
  collectionVersion,
  findApiTokenForUse,
  touchApiToken,
  TOKEN_USE_RESOLUTION_MS,
  type Db,
} from '@app/db';
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

type TokenForUse = NonNullable<Awaited<ReturnType<typeof findApiTokenForUse>>>;

/** What changes a token's check (announced by migration 2026_11_30_130000's triggers). */
const TOKEN_TABLES = ['api_tokens', 'users'] as const;
/** Tokens kept per pool at most; past it the memory starts again (a few rows' worth). */
const KEPT_TOKENS_MAX = 1000;
const keptTokens = new WeakMap<Db, Map<string, { version: number; row: TokenForUse }>>();

/**
 * The token whose secret hashes to `hash`, with its owner as they are now: from memory while
 * neither table has changed since it was read (every process hears a revocation, a demotion or
 * a disabled owner from PostgreSQL), otherwise one indexed read. Only tokens that exist are
 * kept, so made-up secrets cannot fill the memory; while changes are not watched nothing is.
 */
async function tokenForUse(db: Db, hash: string): Promise<TokenForUse | undefined> {
  const version = collectionVersion(db, TOKEN_TABLES);
  let kept = keptTokens.get(db);
  const held = kept?.get(hash);
  if (version !== undefined && held?.version === version) return held.row;
  const row = await findApiTokenForUse(db, hash);
  if (row && version !== undefined && collectionVersion(db, TOKEN_TABLES) === version) {
    if (!kept) keptTokens.set(db, (kept = new Map()));
    if (kept.size >= KEPT_TOKENS_MAX) kept.clear();
    kept.set(hash, { version, row });
  }
  return row;
}

/**
 * The staff member a secret acts as, with the token on them; null when the secret is unknown,
 * expired or revoked, or its owner is disabled or no longer staff. Checking costs a SHA-256
 * and, once per process until the token or its owner changes, an indexed read (`tokenForUse`);
 * expiry is judged on every call. The last use is written at most once a minute.
 */
export async function authenticateToken(
  db: Db,
  secret: string,
  now: Date,
): Promise<SessionUser | null> {
  if (!looksLikeTokenSecret(secret)) return null;
  const row = await tokenForUse(db, tokenHash(secret));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  if (!row.isActive || !isStaffRole(row.role)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOKEN_USE_RESOLUTION_MS) {
    await touchApiToken(db, row.id, now);
    // The kept row too, so the next minute's calls in this process write nothing.
    row.lastUsedAt = now;
  }
  return {
    id: row.userId,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    token: { id: row.id, name: row.name, scopes: row.scopes },
  };
}
