import { BOOK_GENRES, EBOOK_LANGUAGES, genreOfCategory, type BookGenre } from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import { listSearchText, pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { optionalText, requiredText } from './text';

export { BOOK_GENRES, genreOfCategory, type BookGenre };
export const bookGenreSchema = z.enum(BOOK_GENRES);

/** Books per page of the collection (home page, `GET /api/books`, the staff tab). */
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

/** Cover colours the collection's cards know (spec §9: blue by default). */
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

/** A title as staff manage it. */
export const bookOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: bookGenreSchema,
  description: z.string().nullable(),
  /** Copies on the shelf as staff typed it (titles with scanned copies count those instead). */
  available: z.number().int(),
  coverColor: z.string(),
  language: z.string(),
  /** The ISBN-13 its scanned copies were matched by, for titles that came from the shelf. */
  isbn: z.string().nullable(),
  /** A cover kept on this site (`/api/books/covers/…`); null shows the coloured block. */
  coverUrl: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

/** A title as the public collection shows it: how many copies it has and how many are in. */
export const shelvedBookOutput = bookOutput.extend({
  /** Scanned copies in circulation (verified or on loan). */
  copyCount: z.number().int(),
  /** Copies on the shelf now, or `available` for a title without scanned copies; 0 shows as Checked Out. */
  onShelf: z.number().int(),
});
export const bookPageOutput = pageOutput(shelvedBookOutput);

/** A title with its copies per branch (the book's page). */
export const bookWithCopiesOutput = shelvedBookOutput.extend({
  branches: z.array(
    z.object({
      branchId: z.string(),
      name: z.string(),
      nameTa: z.string().nullable(),
      nameSi: z.string().nullable(),
      onShelf: z.number().int(),
      onLoan: z.number().int(),
    }),
  ),
});
