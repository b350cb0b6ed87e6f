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
 * `text` is in one of `fields`, ignoring the case of ASCII letters (the database's C locale): the trigram index over
 * `substring_key(indexed)` (migration 2026_11_24_010000; `indexed` is the indexed text: a
 * stored column, or the expression an index was built on) narrows the rows, then the
 * fields themselves are checked (the hex form can also match across a byte boundary).
 */
export function containsText(
  text: string,
  indexed: RawBuilder<unknown>,
  fields: RawBuilder<unknown>[],
  options: { storedKey?: boolean } = {},
): RawBuilder<boolean> {
  const key = options.storedKey ? indexed : sql`substring_key(${indexed})`;
  return sql<boolean>`(${key} like '%' || substring_key(${text}) || '%' and (${sql.join(
    fields.map((field) => sql`strpos(lower(coalesce(${field}, '')), lower(${text})) > 0`),
    sql` or `,
  )}))`;
}
