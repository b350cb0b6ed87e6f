import {
  createBook,
  deleteBook,
  findBookById,
  findBookWithCopies,
  listBooks,
  updateBook,
} from '@app/db';
import { audited, changedFields } from '../audit';
import { appError } from '../errors';
import {
  bookIdInput,
  bookOutput,
  bookPageOutput,
  bookWithCopiesOutput,
  createBookInput,
  listBooksInput,
  updateBookInput,
} from '../schemas/books';
import { deletedOutput } from '../schemas/shapes';
import { pageOf } from '../schemas/paging';
import { catalogueProcedure, router, staffProcedure } from '../trpc';

export const booksRouter = router({
  /** A page of the catalogue, newest first; a genre and a title-or-author search narrow it. */
  list: catalogueProcedure
    .input(listBooksInput)
    .output(bookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listBooks(ctx.db, input), input)),

  /** A title of the public collection with its copies per branch (on the shelf, on loan). */
  byId: catalogueProcedure
    .input(bookIdInput)
    .output(bookWithCopiesOutput)
    .query(async ({ ctx, input }) => {
      const book = await findBookWithCopies(ctx.db, input.id);
      if (!book) throw appError('NOT_FOUND', 'No such book');
      return book;
    }),

  create: staffProcedure
    .input(createBookInput)
    .output(bookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const book = await createBook(trx, input);
        const audit = { kind: 'books.create', entity: 'book', entityId: book.id };
        return { result: book, audit: { ...audit, changes: changedFields(null, book) } };
      }),
    ),

  update: staffProcedure
    .input(updateBookInput)
    .output(bookOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const { id, ...changes } = input;
        const before = await findBookById(trx, id);
        const book = before && (await updateBook(trx, id, changes));
        if (!book) throw appError('NOT_FOUND', 'No such book');
        const audit = { kind: 'books.update', entity: 'book', entityId: id };
        return { result: book, audit: { ...audit, changes: changedFields(before, book) } };
      }),
    ),

  delete: staffProcedure
    .input(bookIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const before = await findBookById(trx, input.id);
        const outcome = before ? await deleteBook(trx, input.id) : 'missing';
        if (outcome === 'missing') throw appError('NOT_FOUND', 'No such book');
        if (outcome === 'has-loans') throw appError('BOOK_HAS_LOANS', 'The book has loan records');
        const audit = { kind: 'books.delete', entity: 'book', entityId: input.id };
        return {
          result: { id: input.id },
          audit: { ...audit, changes: changedFields(before, null) },
        };
      }),
    ),
});
