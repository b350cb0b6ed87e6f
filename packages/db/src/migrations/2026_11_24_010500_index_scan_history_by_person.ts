import { type Kysely, sql } from 'kysely';

/** A person's scan history, newest first: each page is read in order from this index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index scan_history_user_newest_idx
    on scan_history (user_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index scan_history_user_newest_idx`.execute(db);
}
