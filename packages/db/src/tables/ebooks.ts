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
}
export type Ebook = Selectable<EbooksTable>;
export type NewEbook = Insertable<EbooksTable>;
export type EbookUpdate = Updateable<EbooksTable>;
