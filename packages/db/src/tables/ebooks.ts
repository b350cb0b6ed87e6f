import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EbookGenre, EbookLanguage, EbookFormat } from '../constants';

export interface EbooksTable {
  id: Generated<number>;
  title: string;
  author: string;
  genre: EbookGenre;
  fileUrl: string;
  description: string | null;
  language: Generated<EbookLanguage>;
  isbn: string | null;
  publisher: string | null;
  publicationYear: number | null;
  fileFormat: Generated<EbookFormat>;
  fileSize: string | null;
  coverImageUrl: string | null;
  totalPages: number | null;
  isPublicDomain: Generated<boolean>;
  downloadCount: Generated<number>;
  /** 0–5; numeric in SQL, parsed to a number by the client's type parser. */
  rating: ColumnType<number, number | undefined, number>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  isFeatured: Generated<boolean>;
  isActive: Generated<boolean>;
  /** Catalogue it came from ('gutenberg', 'openlibrary', 'madurai', 'upload'…) and its id there. */
  source: string | null;
  sourceId: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /**
   * Title, author and tags romanised and phonetically folded (`packages/db/src/search`), so
   * திருக்குறள் is `tirukural`. Written with the row by `insertEbook`/`updateEbook`; null until
   * computed (`backfillEbookSearch` fills it). Never sent to clients.
   */
  searchKey: string | null;
  /** Weighted words of title, author, tags and description, native and romanised (searched). */
  searchVector: string | null;
}
/** Columns only the search reads; they never leave the database layer. */
export type EbookSearchColumn = 'searchKey' | 'searchVector';
/** An e-book as the API sends it. */
export type Ebook = Omit<Selectable<EbooksTable>, EbookSearchColumn>;
/** A new e-book; its search columns are computed by `insertEbook`. */
export type NewEbook = Omit<Insertable<EbooksTable>, EbookSearchColumn>;
export type EbookUpdate = Omit<Updateable<EbooksTable>, EbookSearchColumn>;
