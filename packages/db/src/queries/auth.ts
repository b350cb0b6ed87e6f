import type { Db } from '../client';
import type { NewSession } from '../tables/sessions';
import type { NewUser } from '../tables/users';

// Accounts, sessions and sign-in failures: who someone is and how they proved it.

/** E-mails are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user; resolves to undefined when the e-mail is already taken. */
export function insertUser(db: Db, user: NewUser) {
  return db
    .insertInto('users')
    .values({ ...user, email: normaliseEmail(user.email) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deactivates (or reactivates) a user. Deactivation also ends every session of theirs in the
 * same transaction, so a deactivated account stops working at once.
 */
export function setUserActive(db: Db, id: string, isActive: boolean) {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ isActive, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (user && !isActive) await tx.deleteFrom('sessions').where('userId', '=', id).execute();
    return user;
  });
}

/** Replaces a password hash and ends every session of that user. */
export function setUserPasswordHash(db: Db, id: string, passwordHash: string) {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ passwordHash, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (user) await tx.deleteFrom('sessions').where('userId', '=', id).execute();
    return user;
  });
}

// Sessions (Lucia's model: the id is the SHA-256 of the cookie's token).

export function insertSession(db: Db, session: NewSession) {
  return db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

/** The session with the few user fields the server needs to authorise a request. */
export function findSessionWithUser(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.expiresAt',
      'sessions.createdAt',
      'users.email',
      'users.displayName',
      'users.role',
      'users.isActive',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Housekeeping: sessions past their expiry. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Sign-in failures, counted for the limits.

export interface FailureCounts {
  byEmail: number;
  byIp: number;
  /** The oldest failure still inside the window (for Retry-After), if any. */
  oldestByEmail: Date | null;
  oldestByIp: Date | null;
}

/** Failed sign-ins for this e-mail and for this address since `since`. */
export async function countLoginFailures(
  db: Db,
  email: string,
  ipAddress: string,
  since: Date,
): Promise<FailureCounts> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('email', '=', email).as('byEmail'),
      eb.fn.count<number>('id').filterWhere('ipAddress', '=', ipAddress).as('byIp'),
      eb.fn.min<Date>('failedAt').filterWhere('email', '=', email).as('oldestByEmail'),
      eb.fn.min<Date>('failedAt').filterWhere('ipAddress', '=', ipAddress).as('oldestByIp'),
    ])
    .where('failedAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ipAddress', '=', ipAddress)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordLoginFailure(
  db: Db,
  email: string,
  ipAddress: string,
  at: Date,
): Promise<void> {
  await db.insertInto('loginFailures').values({ email, ipAddress, failedAt: at }).execute();
}

/** A successful sign-in forgives that e-mail's earlier failures. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', email).execute();
}

export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('loginFailures').where('failedAt', '<', before).execute();
}
