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

/** pg_trgm takes its trigrams from three characters: a shorter text has none to look up. */
const TRIGRAM = 3;

/**
 * `text` is in one of `fields`, ignoring the case of ASCII letters (the database's C locale):
 * a trigram index narrows the rows. `indexed` is the indexed key: a stored `trigram_key`
 * column (`storedKey`, the copies; migrations 2026_11_26_110000 and 120000), or the text a
 * `substring_key` expression index was built on (the books; migration 2026_11_24_010000).
 *  - The books' hex key can match across a byte boundary: the fields are checked after.
 *  - The copies' key is exact: each field as it is, lower-cased, apart from the others, and
 *    each Tamil or Sinhala letter two capitals no lower-cased text holds. A match of the key is
 *    a match of a field. A text too short for a trigram (two characters) would have the index
 *    read whole for nothing: only the fields are checked.
 */
export function containsText(
  text: string,
  indexed: RawBuilder<unknown>,
  fields: RawBuilder<unknown>[],
  options: { storedKey?: boolean } = {},
): RawBuilder<boolean> {
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
  if (!options.storedKey) {
    return sql<boolean>`(substring_key(${indexed}) like '%' || substring_key(${text}) || '%' and (${inFields}))`;
  }
  // Two characters give no trigram to look up.
  if ([...text].length < TRIGRAM) return sql<boolean>`(${inFields})`;
  // The key as a LIKE pattern, in which a backslash, % and _ match themselves.
  const pattern = sql`'%' || replace(replace(replace(trigram_key(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return sql<boolean>`${indexed} like ${pattern}`;
}
