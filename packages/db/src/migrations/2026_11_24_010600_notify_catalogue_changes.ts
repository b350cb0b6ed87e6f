import { type Kysely, sql } from 'kysely';

/**
 * Every committed change to what the public pages show (books, events, e-books, branches,
 * districts, copies) is announced on the `catalogue_changes` channel with the table's name,
 * whoever wrote it: each API process listens and drops the answers it keeps in memory. Once
 * per statement; PostgreSQL sends it at commit and folds repeats within a transaction. A
 * download changes only `download_count` and announces nothing: the popular shelf may be up
 * to a minute behind (the kept answers' age limit).
 */
const TABLES = ['books', 'events', 'branches', 'districts', 'book_inventory'] as const;
/** Every column of ebooks but the download counter. */
const EBOOK_COLUMNS = `title, author, genre, file_url, description, language, isbn, publisher,
  publication_year, file_format, file_size, cover_image_url, total_pages, is_public_domain,
  rating, tags, is_featured, is_active, source, source_id, created_at, updated_at`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalogue_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  const trigger = (table: string, events: string) =>
    sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after ${sql.raw(events)} on ${sql.id(table)}
      for each statement execute function notify_catalogue_change()`.execute(db);
  for (const table of TABLES) await trigger(table, 'insert or update or delete or truncate');
  await trigger('ebooks', `insert or delete or truncate or update of ${EBOOK_COLUMNS}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES, 'ebooks']) {
    await sql`drop trigger ${sql.id(`${table}_notify_change`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function notify_catalogue_change()`.execute(db);
}
