import { BOOK_GENRES, type BookGenre } from '@app/db/constants';
import { z } from 'zod';

export { BOOK_GENRES, type BookGenre };
export const bookGenreSchema = z.enum(BOOK_GENRES);

export const listBooksInput = z
  .object({
    genre: bookGenreSchema.optional(),
  })
  .optional();
export type ListBooksInput = z.infer<typeof listBooksInput>;
