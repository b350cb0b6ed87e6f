import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
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
