import type { Db } from '../client';
import type { NewApiToken } from '../tables/api-tokens';

/** Last use is written at most this often per token, so a busy token is not a write per call. */
export const TOKEN_USE_RESOLUTION_MS = 60_000;

/** A token as lists show it: never its hash. */
const listed = [
  'apiTokens.id',
  'apiTokens.userId',
  'users.email as ownerEmail',
  'apiTokens.name',
  'apiTokens.scopes',
  'apiTokens.prefix',
  'apiTokens.createdAt',
  'apiTokens.expiresAt',
  'apiTokens.lastUsedAt',
  'apiTokens.revokedAt',
] as const;

export async function insertApiToken(db: Db, token: NewApiToken) {
  const { id } = await db
    .insertInto('apiTokens')
    .values(token)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findApiToken(db, id))!;
}

/** One token as lists show it, with its owner's address. */
export function findApiToken(db: Db, id: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select(listed)
    .where('apiTokens.id', '=', id)
    .executeTakeFirst();
}

/** Tokens newest first: one staff member's, or (null) everyone's. */
export function listApiTokens(db: Db, userId: string | null) {
  let query = db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select(listed);
  if (userId !== null) query = query.where('apiTokens.userId', '=', userId);
  return query.orderBy('apiTokens.createdAt', 'desc').orderBy('apiTokens.id').limit(500).execute();
}

/**
 * The token whose secret hashes to `hash`, with its owner as they are now (role, active), read
 * on every request: revoking, expiry, demotion and disabling take effect at the next call in
 * every process. Undefined when no token has that hash.
 */
export function findApiTokenForUse(db: Db, hash: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      'apiTokens.id',
      'apiTokens.name',
      'apiTokens.scopes',
      'apiTokens.expiresAt',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
      'users.id as userId',
      'users.email',
      'users.displayName',
      'users.role',
      'users.isActive',
    ])
    .where('apiTokens.tokenHash', '=', hash)
    .executeTakeFirst();
}

/** Records a use, unless one was recorded less than a minute ago (another process's too). */
export async function touchApiToken(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('apiTokens')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('lastUsedAt', 'is', null),
        eb('lastUsedAt', '<=', new Date(now.getTime() - TOKEN_USE_RESOLUTION_MS)),
      ]),
    )
    .execute();
}

/** Revokes a live token; undefined when it is unknown or already revoked. */
export async function revokeApiToken(db: Db, id: string, now: Date) {
  const row = await db
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row ? findApiToken(db, row.id) : undefined;
}
