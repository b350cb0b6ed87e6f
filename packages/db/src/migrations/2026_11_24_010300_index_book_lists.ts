import { type Kysely, sql } from 'kysely';

/**
 * The catalogue's books newest first, whole or of one genre, read in order from an index;
 * and the title-or-author search (home page, staff tab) through trigrams of
 * `substring_key(title || ' ' || author)`, which reads only the rows that may contain it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index books_newest_idx on books (created_at desc, id desc)`.execute(db);
  await sql`create index books_genre_newest_idx on books (genre, created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index books_search_idx on books
    using gin (substring_key(title || ' ' || author) gin_trgm_ops)`.execute(db);
  await sql`drop index books_genre_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index books_genre_idx on books (genre)`.execute(db);
  for (const name of ['books_newest_idx', 'books_genre_newest_idx', 'books_search_idx']) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
