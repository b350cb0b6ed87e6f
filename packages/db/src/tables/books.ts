import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BookGenre } from '../constants';

export interface BooksTable {
  id: Generated<number>;
  title: string;
  author: string;
  genre: BookGenre;
  description: string | null;
  /** Copies on the shelf: 0 shows as Checked Out. */
  available: Generated<number>;
  coverColor: Generated<string>;
  language: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type Book = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type BookUpdate = Updateable<BooksTable>;
