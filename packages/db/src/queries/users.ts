import type { Db } from '../client';
import { STAFF_ROLES } from '../constants';
import type { NewUser } from '../tables/users';

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

/** Staff accounts (librarians and super admins), active ones first, then by name. */
export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'displayName', 'role', 'branchId', 'isActive', 'createdAt'])
    .where('role', 'in', STAFF_ROLES)
    .orderBy('isActive', 'desc')
    .orderBy('displayName')
    .orderBy('email')
    .execute();
}

export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'super_admin')
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  return row.n;
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
