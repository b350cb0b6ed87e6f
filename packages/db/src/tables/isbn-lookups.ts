import type { Generated, JSONColumnType, Selectable } from 'kysely';

/** What an online catalogue knows about an ISBN, normalised (the look-up port's answer). */
export interface IsbnRecord {
  source: 'openlibrary' | 'googlebooks';
  title: string;
  subtitle: string | null;
  authors: string[];
  publisher: string | null;
  publicationYear: number | null;
  /** ISO 639-1 code ('en', 'ta', 'si'…) when the catalogue says. */
  language: string | null;
  description: string | null;
  /** Subjects or categories as the catalogue words them. */
  subjects: string[];
  pageCount: number | null;
  /** Always https. */
  coverUrl: string | null;
  /** The record's page at the catalogue, for the reviewer. */
  infoUrl: string | null;
}

export interface IsbnLookupsTable {
  /** ISBN-13 digits. */
  isbn: string;
  found: boolean;
  source: IsbnRecord['source'] | null;
  record: JSONColumnType<IsbnRecord | null, string | null, string | null>;
  fetchedAt: Generated<Date>;
}
export type IsbnLookup = Selectable<IsbnLookupsTable>;
