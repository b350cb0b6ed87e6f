import { type Kysely, sql } from 'kysely';

/**
 * The staff inventory list at 100,000 copies: newest first, whole or of one status, read in
 * order from an index; and its search (title, author or ISBN contains the text) through
 * trigrams of a stored `search_text` (`substring_key` of the three), so a search reads only
 * the rows that may contain the text. Stored rather than an expression index: rechecking a
 * candidate row then compares text instead of encoding it again (half the time at size).
 * Never sent to clients (the queries name their columns).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table book_inventory add column search_text text not null
    generated always as (
      substring_key(title || ' ' || coalesce(author, '') || ' ' || coalesce(isbn, ''))
    ) stored`.execute(db);
  await sql`
    create index book_inventory_search_idx on book_inventory
    using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`
    create index book_inventory_newest_idx on book_inventory (created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index book_inventory_status_newest_idx
    on book_inventory (status, created_at desc, id desc)`.execute(db);
  await sql`drop index book_inventory_status_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index book_inventory_status_idx on book_inventory (status)`.execute(db);
  await sql`drop index book_inventory_status_newest_idx`.execute(db);
  await sql`drop index book_inventory_newest_idx`.execute(db);
  await sql`alter table book_inventory drop column search_text`.execute(db);
}
