import type { Generated, JSONColumnType, Selectable } from 'kysely';

export interface IsbnLookupsTable {
  /** ISBN-13 digits. */
  isbn: string;
  found: boolean;
  source: 'openlibrary' | 'googlebooks' | null;
  /** The normalised record (api-contract's IsbnRecord). */
  record: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  fetchedAt: Generated<Date>;
}
export type IsbnLookup = Selectable<IsbnLookupsTable>;
