import { type Kysely, sql } from 'kysely';

// gen_random_uuid() is core since PostgreSQL 13; citext-free: e-mails are normalised by the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop extension if exists pg_trgm`.execute(db);
}
