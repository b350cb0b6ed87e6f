import { type Kysely, sql } from 'kysely';

/**
 * Search columns of e-books, filled by the app (which romanises Tamil and Sinhala): the
 * romanised key and the weighted word vector, with a GIN index over the words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ebooks')
    .addColumn('search_key', 'text')
    .addColumn('search_vector', sql`tsvector`)
    .execute();
  await sql`create index ebooks_search_vector_idx on ebooks using gin (search_vector)`.execute(db);
  // Rows written without their search columns (older rows, other writers) are found at once.
  await sql`create index ebooks_search_pending_idx on ebooks (id) where search_key is null or search_vector is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ebooks')
    .dropColumn('search_key')
    .dropColumn('search_vector')
    .execute();
}
