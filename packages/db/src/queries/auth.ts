import { inTransaction, type Db } from '../client';
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
  return inTransaction(db, async (tx) => {
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

/**
 * Replaces a password hash and ends every session of that user, but `keepSessionId` (the
 * session of someone changing their own password stays; their other devices are signed out).
 */
export function setUserPasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  keepSessionId?: string,
) {
  return inTransaction(db, async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ passwordHash, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (user) {
      await tx
        .deleteFrom('sessions')
        .where('userId', '=', id)
        .$if(keepSessionId !== undefined, (q) => q.where('id', '<>', keepSessionId!))
        .execute();
    }
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

// Sign-in failures, counted for the limits (decision 0018), and the devices staff sign in from.

/** How many failures a rule counts, and when the latest was. */
export interface FailureTally {
  count: number;
  last: Date | null;
}

export interface FailureTallies {
  /** This account from this address, by devices not trusted for it. */
  pair: FailureTally;
  /** This account from anywhere, by devices not trusted for it. */
  account: FailureTally;
  /** Any account from this address, by devices not trusted for the account tried. */
  address: FailureTally;
  /** This account from this trusted device (its owner mistyping). */
  device: FailureTally;
}

/** The failed sign-ins each rule counts, since `since`. */
export async function tallyLoginFailures(
  db: Db,
  attempt: { email: string; ipAddress: string; deviceHash: string | null; since: Date },
): Promise<FailureTallies> {
  const { email, ipAddress, deviceHash, since } = attempt;
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => {
      const untrusted = eb('trusted', '=', false);
      const pair = eb.and([eb('email', '=', email), eb('ipAddress', '=', ipAddress), untrusted]);
      const account = eb.and([eb('email', '=', email), untrusted]);
      const address = eb.and([eb('ipAddress', '=', ipAddress), untrusted]);
      const device = eb.and([
        eb('email', '=', email),
        eb('deviceHash', '=', deviceHash ?? ''),
        eb('trusted', '=', true),
      ]);
      return [
        eb.fn.count<number>('id').filterWhere(pair).as('pairCount'),
        eb.fn.max<Date | null>('failedAt').filterWhere(pair).as('pairLast'),
        eb.fn.count<number>('id').filterWhere(account).as('accountCount'),
        eb.fn.max<Date | null>('failedAt').filterWhere(account).as('accountLast'),
        eb.fn.count<number>('id').filterWhere(address).as('addressCount'),
        eb.fn.max<Date | null>('failedAt').filterWhere(address).as('addressLast'),
        eb.fn.count<number>('id').filterWhere(device).as('deviceCount'),
        eb.fn.max<Date | null>('failedAt').filterWhere(device).as('deviceLast'),
      ];
    })
    .where('failedAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ipAddress', '=', ipAddress)]))
    .executeTakeFirstOrThrow();
  return {
    pair: { count: row.pairCount, last: row.pairLast },
    account: { count: row.accountCount, last: row.accountLast },
    address: { count: row.addressCount, last: row.addressLast },
    device: { count: row.deviceCount, last: row.deviceLast },
  };
}

export async function recordLoginFailure(
  db: Db,
  failure: {
    email: string;
    ipAddress: string;
    deviceHash: string | null;
    trusted: boolean;
    at: Date;
  },
): Promise<void> {
  const { at, ...rest } = failure;
  await db
    .insertInto('loginFailures')
    .values({ ...rest, failedAt: at })
    .execute();
}

/**
 * A successful sign-in forgives the failures it explains: this account's from this address
 * and from this device. Failures from elsewhere stay counted: the owner getting in says
 * nothing about whoever else keeps trying.
 */
export async function clearLoginFailures(
  db: Db,
  success: { email: string; ipAddress: string; deviceHash: string | null },
): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('email', '=', success.email)
    .where((eb) =>
      eb.or([
        eb('ipAddress', '=', success.ipAddress),
        eb('deviceHash', '=', success.deviceHash ?? ''),
      ]),
    )
    .execute();
}

export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('loginFailures').where('failedAt', '<', before).execute();
}

/** Whether the device with this token hash has signed in to this account before. */
export async function isTrustedDevice(db: Db, tokenHash: string, userId: string) {
  const row = await db
    .selectFrom('trustedDevices')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers (or refreshes) that this device signed in to this account. */
export async function trustDevice(db: Db, tokenHash: string, userId: string, at: Date) {
  await db
    .insertInto('trustedDevices')
    .values({ tokenHash, userId, createdAt: at, lastUsedAt: at })
    .onConflict((oc) => oc.columns(['tokenHash', 'userId']).doUpdateSet({ lastUsedAt: at }))
    .execute();
}

/** Housekeeping: devices not used to sign in since `before` are trusted no longer. */
export async function pruneTrustedDevices(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('trustedDevices').where('lastUsedAt', '<', before).execute();
}
