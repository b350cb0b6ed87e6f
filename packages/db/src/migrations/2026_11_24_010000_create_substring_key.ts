import { type Kysely, sql } from 'kysely';

/**
 * `substring_key(text)`: text in a form pg_trgm can index for "contains" searches in every
 * script. The database runs in the C locale, where pg_trgm sees only ASCII letters and digits
 * as parts of words: Tamil and Sinhala would give no trigrams at all, and a search for them
 * would read every row. So the text (lower-cased, its vertical control characters made
 * spaces) is written as the hex of its UTF-8 bytes, and the lead bytes every Tamil and Sinhala
 * letter shares (e0ae, e0af, e0b6, e0b7) become one letter each (g, h, i, j), so a trigram
 * spans about one letter of any script. A needle is encoded the same way and matched with
 * LIKE '%…%'. Hex can match across a byte boundary, so callers recheck the real text.
 * Only immutable functions, so PostgreSQL inlines it (fast) and indexes may use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function substring_key(value text) returns text
    language sql immutable parallel safe strict as $$
      select replace(replace(replace(replace(
        encode(replace(lower(translate(value, chr(10) || chr(11), '  ')), '\\', '\\\\')::bytea, 'hex'),
        'e0ae', 'g'), 'e0af', 'h'), 'e0b6', 'i'), 'e0b7', 'j')
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function substring_key(text)`.execute(db);
}
