import { type Kysely, sql } from 'kysely';

/**
 * One index per way readers and staff list e-books, each in the list's exact order, so a page
 * is read straight from the index (and deep pages walk only the index: the ids first, then
 * the page's rows). Public lists hold active books only (partial indexes); the staff list
 * holds every book. The two indexes they replace led with `is_active`, which could not give
 * `created_at desc, id desc` or `download_count desc, created_at desc` in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const active = (name: string, columns: string) =>
    sql`create index ${sql.id(name)} on ebooks (${sql.raw(columns)}) where is_active`.execute(db);
  await active('ebooks_newest_idx', 'created_at desc, id desc');
  await active('ebooks_genre_newest_idx', 'genre, created_at desc, id desc');
  await active('ebooks_language_newest_idx', 'language, created_at desc, id desc');
  await active('ebooks_genre_language_newest_idx', 'genre, language, created_at desc, id desc');
  await active('ebooks_popular_idx', 'download_count desc, created_at desc, id desc');
  await sql`create index ebooks_all_newest_idx on ebooks (created_at desc, id desc)`.execute(db);
  await sql`drop index ebooks_active_created_at_idx`.execute(db);
  await sql`drop index ebooks_active_download_count_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index ebooks_active_created_at_idx on ebooks (is_active, created_at)`.execute(
    db,
  );
  await sql`create index ebooks_active_download_count_idx on ebooks (is_active, download_count)`.execute(
    db,
  );
  for (const name of [
    'ebooks_newest_idx',
    'ebooks_genre_newest_idx',
    'ebooks_language_newest_idx',
    'ebooks_genre_language_newest_idx',
    'ebooks_popular_idx',
    'ebooks_all_newest_idx',
  ]) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
