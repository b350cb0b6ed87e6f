import { type Kysely, sql } from 'kysely';
import { trigramKeyMap } from './2026_11_26_110000_create_trigram_key';

/**
 * `trigram_key` made exact for Tamil and Sinhala too (decision 0034). It folded each of their
 * code points into one of 26 capitals, several to a capital, so a search in those scripts had
 * every candidate's fields checked again. Now each assigned code point of the two blocks (163
 * of them) becomes two capitals, the first from A-M and the second from N-Z (169 pairs): a
 * key can only match where a needle's first capital meets a code's first, so a match of keys
 * is a match of texts, and no search of three characters or more reads the fields. pg_trgm
 * still folds the capitals: a trigram is a letter and a half of these scripts (three of a
 * Latin word). `translate` writes one character for one, so the key is written character by
 * character; only once per write, into the copies' stored column, and once per search.
 */
const FIRST = 'ABCDEFGHIJKLM';
const SECOND = 'NOPQRSTUVWXYZ';
const SCRIPTS: readonly (readonly [number, number])[] = [
  [0x0b80, 0x0bff], // Tamil
  [0x0d80, 0x0dff], // Sinhala
];

/** The assigned code points of the scripts, and the two capitals each becomes. */
export function exactKeyMap(): { from: string; codes: string[] } {
  const codePoints = SCRIPTS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  ).filter((codePoint) => !/\p{Cn}/u.test(String.fromCodePoint(codePoint)));
  if (codePoints.length > FIRST.length * SECOND.length) throw new Error('too many code points');
  return {
    from: String.fromCodePoint(...codePoints),
    codes: codePoints.map(
      (_, i) => `${FIRST[Math.floor(i / SECOND.length)]}${SECOND[i % SECOND.length]}`,
    ),
  };
}

const INVENTORY_TEXT = sql`title || chr(31) || coalesce(author, '') || chr(31) || coalesce(isbn, '')`;

/** The copies' key column and its index, on whichever `trigram_key` there is now. */
async function addCopiesKey(db: Kysely<unknown>) {
  await sql`
    alter table book_inventory add column search_text text not null
    generated always as (trigram_key(${INVENTORY_TEXT})) stored`.execute(db);
  await sql`
    create index book_inventory_search_idx on book_inventory
    using gin (search_text gin_trgm_ops)`.execute(db);
}

/** `trigram_key` as `body` says, the copies' column (which depends on it) made again on it. */
async function replaceKey(db: Kysely<unknown>, body: ReturnType<typeof sql>) {
  await sql`alter table book_inventory drop column search_text`.execute(db);
  await sql`drop function trigram_key(text)`.execute(db);
  await sql`
    create function trigram_key(value text) returns text
    language sql immutable parallel safe strict as $$ ${body} $$`.execute(db);
  await addCopiesKey(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { from, codes } = exactKeyMap();
  await replaceKey(
    db,
    sql`
      select coalesce(string_agg(
        case when p > 0 then substr(${sql.lit(codes.join(''))}, 2 * p - 1, 2) else c end,
        '' order by n), '')
      from (
        select c, n, strpos(${sql.lit(from)}, c) as p
        from regexp_split_to_table(lower(value), '') with ordinality as t(c, n)
      ) as chars`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { from, to } = trigramKeyMap();
  await replaceKey(db, sql`select translate(lower(value), ${sql.lit(from)}, ${sql.lit(to)})`);
}
