import { createBook, deleteBook, listBooks, updateBook } from '@app/db';
import { appError } from '../errors';
import { bookIdInput, createBookInput, listBooksInput, updateBookInput } from '../schemas/books';
import { pageOf } from '../schemas/paging';
import { catalogueProcedure, router, staffProcedure } from '../trpc';

export const booksRouter = router({
  /** A page of the catalogue, newest first; a genre and a title-or-author search narrow it. */
  list: catalogueProcedure
    .input(listBooksInput)
    .query(async ({ ctx, input }) => pageOf(await listBooks(ctx.db, input), input)),

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
