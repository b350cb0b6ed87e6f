import { type Kysely, sql } from 'kysely';

/**
 * `trigram_key(text)` in place of `substring_key` for the staff's search of the copies.
 * `substring_key` wrote text as hex, so a trigram spanned a byte and a half from an alphabet
 * of 16: every trigram was common, and at 100,000 copies a search for "Parker" or an ISBN
 * spent 7-9 ms merging the index's long lists before reading a row (bench/api). Now ASCII
 * letters and digits stay as they are, so a trigram is three letters of a word, and each
 * Tamil and Sinhala code point becomes one ASCII letter or digit (several share one; that
 * only lets through rows the real text then rejects), so a trigram is three letters of those
 * scripts too: the same searches read the index in 1.5-2 ms. Other characters are kept:
 * pg_trgm takes them as word breaks (the database's C locale), which LIKE's recheck does not
 * mind. A text of two characters has no trigram and checks the text itself (`containsText`).
 *
 * `translate` compares each character with every one of the 256 it maps, about 45 µs for a
 * title: fine once per write into a stored column (the copies), too slow to repeat for each
 * row a search rechecks, so the books' expression index keeps `substring_key`.
 */
const SCRIPTS: readonly (readonly [number, number])[] = [
  [0x0b80, 0x0bff], // Tamil
  [0x0d80, 0x0dff], // Sinhala
];
const SYMBOLS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Each code point of the scripts, and the letter or digit it becomes. */
export function trigramKeyMap(): { from: string; to: string } {
  const codePoints = SCRIPTS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
  return {
    from: String.fromCodePoint(...codePoints),
    to: codePoints.map((_, i) => SYMBOLS[i % SYMBOLS.length]).join(''),
  };
}

const INVENTORY_TEXT = sql`title || ' ' || coalesce(author, '') || ' ' || coalesce(isbn, '')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { from, to } = trigramKeyMap();
  // Only immutable SQL, so PostgreSQL inlines it and indexes may use it.
  await sql`
    create function trigram_key(value text) returns text
    language sql immutable parallel safe strict as $$
      select translate(lower(value), ${sql.lit(from)}, ${sql.lit(to)})
    $$`.execute(db);
  await key(db, 'trigram_key');
}

async function key(db: Kysely<unknown>, name: 'trigram_key' | 'substring_key') {
  // A generated column's expression cannot be altered in PostgreSQL 15: the column is made
  // again (its index goes with it).
  await sql`alter table book_inventory drop column search_text`.execute(db);
  await sql`
    alter table book_inventory add column search_text text not null
    generated always as (${sql.id(name)}(${INVENTORY_TEXT})) stored`.execute(db);
  await sql`
    create index book_inventory_search_idx on book_inventory
    using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await key(db, 'substring_key');
  await sql`drop function trigram_key(text)`.execute(db);
}
