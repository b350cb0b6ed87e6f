import { type Kysely, sql } from 'kysely';

/**
 * The rate limits' counters are written on every search, download and sign-in: as an unlogged
 * table they cost no write-ahead log and no flush at commit (a search no longer waits on the
 * disk to count itself). After a crash PostgreSQL empties an unlogged table, which for
 * counters of a minute or an hour means only that every client starts a fresh window
 * (decision 0019). Nothing else is kept there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set logged`.execute(db);
}
