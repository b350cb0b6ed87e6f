import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BookGenre } from '../constants';

export interface BooksTable {
  id: Generated<number>;
  title: string;
  author: string;
  genre: BookGenre;
  description: string | null;
  /** Copies on the shelf as staff typed it; titles with scanned copies count those instead. */
  available: Generated<number>;
  coverColor: Generated<string>;
  language: Generated<string>;
  /** The ISBN-13 its scanned copies were matched by, for titles that came from the shelf. */
  isbn: string | null;
  /** A cover the site fetched and keeps (`/api/books/covers/…`); null shows the coloured block. */
  coverUrl: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type Book = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type BookUpdate = Updateable<BooksTable>;

/**
 * A deleted title's tombstone, written by PostgreSQL's trigger when a `books` row is deleted
 * (migration 2026_12_01_100000), read by the OAI-PMH provider. Never written by the application.
 */
export interface BooksDeletedTable {
  id: ColumnType<number, never, never>;
  deletedAt: ColumnType<Date, never, never>;
  genre: ColumnType<BookGenre, never, never>;
  language: ColumnType<string, never, never>;
}
