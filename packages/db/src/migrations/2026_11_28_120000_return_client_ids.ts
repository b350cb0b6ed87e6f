import { type Kysely, sql } from 'kysely';

/**
 * A return scan applied once (issue 27: the desk works offline). The desk keeps the returns it
 * scanned without a connection and sends them when it returns; an answer lost on the way is
 * sent again. `return_client_id` is the desk's id for the return scan that closed a loan, so the
 * repeat answers that return instead of closing a later loan of the same copy (lent again in
 * the meantime) or saying the copy was not on loan. Lending scans have had theirs since
 * `2026_11_24_030200` (`client_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table loans add column return_client_id uuid`.execute(db);
  await sql`create unique index loans_return_client_id_idx on loans (return_client_id)
    where return_client_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index loans_return_client_id_idx`.execute(db);
  await sql`alter table loans drop column return_client_id`.execute(db);
}
