import { type Kysely, sql } from 'kysely';

/**
 * How many e-books hold each word of the search vectors, per genre, language and state, kept
 * by triggers (as the lists' counts are, 2026_11_24_010200). A search for one word, or for a
 * misspelt word of which one correction is in the catalogue, then says its true total without
 * reading its matches: at 100,000 e-books a common word's count read about 7,000 rows through
 * the word index and their heap pages (6,000 of them), over half of the search's time.
 * Inserts and deletes are counted once per statement (a bulk load adds one update per word and
 * combination, in word order); an update is counted only when it changes the vector, the
 * genre, the language or the state, so a download touches no counter. TRUNCATE empties it.
 */
const KEYS = sql.raw('word, genre, language, is_active');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ebook_search_word_counts (
      word text collate "C" not null,
      genre text not null,
      language text not null,
      is_active boolean not null,
      n bigint not null,
      primary key (word, genre, language, is_active)
    )`.execute(db);
  const upsert = (rows: RawSql, sign: '' | '-') => sql`
    insert into ebook_search_word_counts as c (${KEYS}, n)
    select word, r.genre, r.language, r.is_active, ${sql.raw(sign)}count(*)
    from ${rows} as r, unnest(tsvector_to_array(r.search_vector)) as word
    group by ${KEYS} order by ${KEYS}
    on conflict (${KEYS}) do update set n = c.n + excluded.n`;
  await sql`${upsert(sql.raw('ebooks'), '')}`.execute(db);
  await sql`
    create function ebook_search_word_counts_add() returns trigger language plpgsql as $$
    begin ${upsert(sql.raw('added'), '')}; return null; end $$`.execute(db);
  await sql`
    create function ebook_search_word_counts_remove() returns trigger language plpgsql as $$
    begin ${upsert(sql.raw('removed'), '-')}; return null; end $$`.execute(db);
  // One row changed: its old words leave their combination, its new words join theirs.
  await sql`
    create function ebook_search_word_counts_move() returns trigger language plpgsql as $$
    begin
      insert into ebook_search_word_counts as c (${KEYS}, n)
      select word, genre, language, is_active, sum(d) from (
        select word, old.genre, old.language, old.is_active, -1 as d
        from unnest(tsvector_to_array(old.search_vector)) as word
        union all
        select word, new.genre, new.language, new.is_active, 1
        from unnest(tsvector_to_array(new.search_vector)) as word
      ) as moved (word, genre, language, is_active, d)
      group by ${KEYS} having sum(d) <> 0 order by ${KEYS}
      on conflict (${KEYS}) do update set n = c.n + excluded.n;
      return null;
    end $$`.execute(db);
  await sql`
    create function ebook_search_word_counts_reset() returns trigger language plpgsql as $$
    begin delete from ebook_search_word_counts; return null; end $$`.execute(db);
  await sql`
    create trigger ebook_search_word_counts_insert after insert on ebooks
    referencing new table as added
    for each statement execute function ebook_search_word_counts_add()`.execute(db);
  await sql`
    create trigger ebook_search_word_counts_delete after delete on ebooks
    referencing old table as removed
    for each statement execute function ebook_search_word_counts_remove()`.execute(db);
  await sql`
    create trigger ebook_search_word_counts_update
    after update of search_vector, genre, language, is_active on ebooks
    for each row when (old.search_vector is distinct from new.search_vector
                       or old.genre is distinct from new.genre
                       or old.language is distinct from new.language
                       or old.is_active is distinct from new.is_active)
    execute function ebook_search_word_counts_move()`.execute(db);
  await sql`
    create trigger ebook_search_word_counts_truncate after truncate on ebooks
    for each statement execute function ebook_search_word_counts_reset()`.execute(db);
}

type RawSql = ReturnType<typeof sql.raw>;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger ${sql.id(`ebook_search_word_counts_${event}`)} on ebooks`.execute(db);
  }
  for (const suffix of ['add', 'remove', 'move', 'reset']) {
    await sql`drop function ${sql.id(`ebook_search_word_counts_${suffix}`)}()`.execute(db);
  }
  await sql`drop table ebook_search_word_counts`.execute(db);
}
