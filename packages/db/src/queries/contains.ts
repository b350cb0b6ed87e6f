import { type RawBuilder, sql } from 'kysely';

/** Fewer characters than this search nothing (a letter is in almost every title). */
const MIN_SEARCH_LENGTH = 2;
const MAX_SEARCH_LENGTH = 200;

/**
 * The text a "contains" search looks for: trimmed, and undefined (no search) when blank or a
 * single character; pg_trgm could not narrow a single letter or digit, and the list would be
 * read whole to find what nearly every row contains.
 */
export function substringSearch(q: string | undefined): string | undefined {
  const text = q?.trim().slice(0, MAX_SEARCH_LENGTH);
  return text && [...text].length >= MIN_SEARCH_LENGTH ? text : undefined;
}

/**
 * `text` is in one of `fields`, ignoring the case of ASCII letters (the database's C locale),
 * checked row by row.
 */
function fieldsContain(text: string, fields: RawBuilder<unknown>[]): RawBuilder<boolean> {
  // lower() changes only ASCII letters here: a text without them is found as it is.
  const lowered = /[A-Za-z]/.test(text);
  const inFields = sql.join(
    fields.map((field) =>
      lowered
        ? sql`strpos(lower(coalesce(${field}, '')), lower(${text})) > 0`
        : sql`strpos(coalesce(${field}, ''), ${text}) > 0`,
    ),
    sql` or `,
  );
  return sql<boolean>`(${inFields})`;
}

/**
 * `text` is in one of `fields`, ignoring the case of ASCII letters: the trigram index on
 * `substring_key(indexed)` narrows the rows (the books; migration 2026_11_24_010000). The hex
 * key can match across a byte boundary, so the fields are checked after.
 */
export function containsText(
  text: string,
  indexed: RawBuilder<unknown>,
  fields: RawBuilder<unknown>[],
): RawBuilder<boolean> {
  return sql<boolean>`(substring_key(${indexed}) like '%' || substring_key(${text}) || '%' and ${fieldsContain(text, fields)})`;
}

/**
 * A stored `trigram_key` column (the copies' `book_inventory_search`; migrations
 * 2026_11_26_110000 to 130000) holds `text`. The key is exact: each field as it is,
 * lower-cased, apart from the others, and each Tamil or Sinhala letter two capitals no
 * lower-cased text holds, so a match of the key is a match of a field and no field is read.
 * A needle whose key has three characters or more (three Latin letters, or two of Tamil or
 * Sinhala) is found through the trigram index; two Latin characters have no trigram, and the
 * narrow table is read whole (about 25 ms at 100,000 copies, as against 60 ms or more for the
 * copies' own fields).
 */
export function keyContains(text: string, key: RawBuilder<unknown>): RawBuilder<boolean> {
  // The key as a LIKE pattern, in which a backslash, % and _ match themselves.
  const pattern = sql`'%' || replace(replace(replace(trigram_key(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return sql<boolean>`${key} like ${pattern}`;
}
