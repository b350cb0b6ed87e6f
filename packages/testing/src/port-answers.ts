import { readFileSync } from 'node:fs';

/**
 * The outside catalogues as the contract's service ports see them: what the API's adapters
 * (apps/api) make of the fake servers' answers in `fake-catalogues` and
 * `fake-import-catalogues`. The contract's tests answer from these instead of running HTTP
 * servers; the adapters' own tests check that the adapters still read exactly this.
 *
 * Typed loosely on purpose: the shapes (`IsbnRecord` of @app/db, `ImportCandidate` of
 * @app/api-contract) live in packages that depend on this one, so the contract checks them
 * where it takes them.
 */

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/ports/${file}`, import.meta.url), 'utf8'));

/** ISBN-13 → record, by catalogue, for every ISBN of `FAKE_ISBNS` that catalogue knows. */
export const ISBN_RECORDS = fixture('isbn-records.json') as Record<
  'openlibrary' | 'googlebooks',
  Record<string, unknown>
>;

/**
 * Every free book each e-book catalogue offers, by the import panel's language choice, in the
 * order the catalogue gives them (a search whose words match nothing answers all of them).
 */
export const IMPORT_CANDIDATES = fixture('import-candidates.json') as Record<
  'gutenberg' | 'openlibrary',
  Record<'en' | 'tamil' | 'sinhala', unknown[]>
>;
