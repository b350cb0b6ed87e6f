import type { Db } from '../client';

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
