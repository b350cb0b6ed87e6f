import type { Db } from '../client';
import type { NewSession } from '../tables/sessions';

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
