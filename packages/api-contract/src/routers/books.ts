import { createBook, deleteBook, findBookWithCopies, listBooks, updateBook } from '@app/db';
import { appError } from '../errors';
import { bookIdInput, createBookInput, listBooksInput, updateBookInput } from '../schemas/books';
import { publicProcedure, router, staffProcedure } from '../trpc';

export const booksRouter = router({
  list: publicProcedure
    .input(listBooksInput)
    .query(({ ctx, input }) => listBooks(ctx.db, input ?? {})),

  /** A title of the public collection with its copies per branch (on the shelf, on loan). */
  byId: publicProcedure.input(bookIdInput).query(async ({ ctx, input }) => {
    const book = await findBookWithCopies(ctx.db, input.id);
    if (!book) throw appError('NOT_FOUND', 'No such book');
    return book;
  }),

  create: staffProcedure
    .input(createBookInput)
    .mutation(({ ctx, input }) => createBook(ctx.db, input)),

  update: staffProcedure.input(updateBookInput).mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const book = await updateBook(ctx.db, id, changes);
    if (!book) throw appError('NOT_FOUND', 'No such book');
    return book;
  }),

  delete: staffProcedure.input(bookIdInput).mutation(async ({ ctx, input }) => {
    const outcome = await deleteBook(ctx.db, input.id);
    if (outcome === 'missing') throw appError('NOT_FOUND', 'No such book');
    if (outcome === 'has-loans') throw appError('BOOK_HAS_LOANS', 'The book has loan records');
    return { id: input.id };
  }),
});
