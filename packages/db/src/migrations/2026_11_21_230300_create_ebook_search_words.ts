import { type Kysely, sql } from 'kysely';

/**
 * Every distinct word of the e-books' search vectors (native and romanised), in byte order
 * (`collate "C"`, whatever the database's collation) and with a trigram index (pg_trgm, from
 * the first migration). A query word typed halfway is widened to the words it begins, and a
 * misspelt word corrected to its closest words, against this list, so the word index is then
 * asked for whole words only (much cheaper than a prefix scan of common words). Triggers keep
 * it filled whoever writes the vector; words of deleted books stay (a stale word finds nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebook_search_words')
    .addColumn('word', sql`text collate "C"`, (c) => c.primaryKey())
    .execute();
  await sql`create index ebook_search_words_trgm_idx on ebook_search_words using gin (word gin_trgm_ops)`.execute(
    db,
  );
  await sql`
    create function ebook_search_words_from_rows() returns trigger language plpgsql as $$
    begin
      insert into ebook_search_words (word)
      select distinct word
      from added, unnest(tsvector_to_array(added.search_vector)) as word
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create function ebook_search_words_from_row() returns trigger language plpgsql as $$
    begin
      insert into ebook_search_words (word)
      select unnest(tsvector_to_array(new.search_vector))
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  // Statement-level for inserts, so a bulk load adds its words in one go.
  await sql`
    create trigger ebooks_search_words_insert after insert on ebooks
    referencing new table as added
    for each statement execute function ebook_search_words_from_rows()`.execute(db);
  await sql`
    create trigger ebooks_search_words_update after update of search_vector on ebooks
    for each row when (new.search_vector is not null
                       and new.search_vector is distinct from old.search_vector)
    execute function ebook_search_words_from_row()`.execute(db);
  await sql`
    insert into ebook_search_words (word)
    select distinct unnest(tsvector_to_array(search_vector)) from ebooks
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ebooks_search_words_update on ebooks`.execute(db);
  await sql`drop trigger ebooks_search_words_insert on ebooks`.execute(db);
  await sql`drop function ebook_search_words_from_row()`.execute(db);
  await sql`drop function ebook_search_words_from_rows()`.execute(db);
  await db.schema.dropTable('ebook_search_words').execute();
}
