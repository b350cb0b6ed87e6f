import { type Kysely, sql } from 'kysely';

/**
 * `trigram_key(text)` in place of `substring_key` for the staff's search of the copies.
 * `substring_key` wrote text as hex, so a trigram spanned a byte and a half from an alphabet
 * of 16: every trigram was common, and at 100,000 copies a search for "Parker" or an ISBN
 * spent 7-9 ms merging the index's long lists before reading a row (bench/api). Now the
 * lower-cased text stays as it is, so a trigram of a Latin word is three of its letters, and
 * each Tamil and Sinhala code point becomes one capital ASCII letter (several share one), so
 * a trigram is three letters of those scripts too: the same searches read the index in
 * 1.5-2 ms. pg_trgm takes other characters as word breaks (the database's C locale) and folds
 * the capitals, which LIKE does not: a lower-cased needle without Tamil or Sinhala matches the
 * key exactly where a field holds it, and the fields, joined by U+001F (which no text may
 * hold), never match across their boundary. Such a search needs no check of the fields
 * (`containsText`); a Tamil or Sinhala one does, as letters share capitals. A text of two
 * characters has no trigram and checks the fields alone.
 *
 * `translate` compares each character with every one of the 256 it maps, about 45 µs for a
 * title: fine once per write into a stored column (the copies), too slow to repeat for each
 * row a search rechecks, so the books' expression index keeps `substring_key`.
 */
const SCRIPTS: readonly (readonly [number, number])[] = [
  [0x0b80, 0x0bff], // Tamil
  [0x0d80, 0x0dff], // Sinhala
];
/** Capitals: a lower-cased needle of other scripts can never match one. */
const SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Each code point of the scripts, and the capital it becomes. */
export function trigramKeyMap(): { from: string; to: string } {
  const codePoints = SCRIPTS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
  return {
    from: String.fromCodePoint(...codePoints),
    to: codePoints.map((_, i) => SYMBOLS[i % SYMBOLS.length]).join(''),
  };
}

/** The copy's searched fields, kept apart by U+001F (refused in any text we accept). */
const INVENTORY_TEXT = sql`title || chr(31) || coalesce(author, '') || chr(31) || coalesce(isbn, '')`;
const OLD_INVENTORY_TEXT = sql`title || ' ' || coalesce(author, '') || ' ' || coalesce(isbn, '')`;

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
    generated always as (${sql.id(name)}(${name === 'trigram_key' ? INVENTORY_TEXT : OLD_INVENTORY_TEXT})) stored`.execute(
    db,
  );
  await sql`
    create index book_inventory_search_idx on book_inventory
    using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await key(db, 'substring_key');
  await sql`drop function trigram_key(text)`.execute(db);
}
