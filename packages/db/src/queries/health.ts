import { sql } from 'kysely';
import type { Db } from '../client';

/** Round-trips to the server; resolves to its clock, or throws when it is unreachable. */
export async function pingDatabase(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  const now = rows[0]?.now;
  if (!now) throw new Error('database answered without a row');
  return now;
}
