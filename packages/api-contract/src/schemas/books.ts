import { BOOK_GENRES, EBOOK_LANGUAGES, genreOfCategory, type BookGenre } from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import { listSearchText, pageFields } from './paging';
import { optionalText, requiredText } from './text';

export { BOOK_GENRES, genreOfCategory, type BookGenre };
export const bookGenreSchema = z.enum(BOOK_GENRES);

/** Books per page of the catalogue (home page, `GET /api/books`, the staff tab). */
export const DEFAULT_BOOKS_PAGE = 24;

export const listBooksInput = z
  .object({
    genre: bookGenreSchema.optional(),
    /** Title or author contains this. */
    q: listSearchText,
    ...pageFields(DEFAULT_BOOKS_PAGE, 100),
  })
  .prefault({});
export type ListBooksInput = z.infer<typeof listBooksInput>;

/** Cover colours the catalogue's cards know (spec §9: blue by default). */
export const BOOK_COVER_COLORS = [
  'blue',
  'red',
  'green',
  'amber',
  'teal',
  'purple',
  'brown',
  'slate',
] as const;
export type BookCoverColor = (typeof BOOK_COVER_COLORS)[number];

/** Copies a branch network could plausibly hold of one title; guards against typos. */
export const MAX_AVAILABLE_COPIES = 10_000;

const bookFields = {
  title: requiredText(300),
  author: requiredText(200),
  genre: bookGenreSchema,
  description: optionalText(5000, undefined, { multiline: true }),
  /** Copies on the shelf; 0 shows as Checked Out. */
  available: z.number().int().min(0).max(MAX_AVAILABLE_COPIES),
  coverColor: z.enum(BOOK_COVER_COLORS),
  language: z.enum(EBOOK_LANGUAGES),
};

/** Add Book (spec §7 POST /api/admin/books): available defaults to 1, coverColor to blue. */
export const createBookInput = z.object({
  ...bookFields,
  available: bookFields.available.default(1),
  coverColor: bookFields.coverColor.default('blue'),
  language: bookFields.language.default('English'),
});
export type CreateBookInput = z.input<typeof createBookInput>;

/** Edit Book: the id and any fields to change. */
export const updateBookInput = z.object({
  id: rowId,
  title: bookFields.title.optional(),
  author: bookFields.author.optional(),
  genre: bookFields.genre.optional(),
  description: bookFields.description,
  available: bookFields.available.optional(),
  coverColor: bookFields.coverColor.optional(),
  language: bookFields.language.optional(),
});
export type UpdateBookInput = z.input<typeof updateBookInput>;

export const bookIdInput = z.object({ id: rowId });
