import {
  bookCreatedData,
  createBook,
  deleteBook,
  findBookById,
  findBookWithCopies,
  listBooks,
  updateBook,
} from '@app/db';
import { audited, webhookEvent } from '../audit';
import { bookAudit } from '../books/audit';
import { appError } from '../errors';
import {
  bookIdInput,
  createBookInput,
  listBooksInput,
  updateBookInput,
  bookOutput,
  bookPageOutput,
  bookWithCopiesOutput,
} from '../schemas/books';
import { pageOf } from '../schemas/paging';
import { collectionProcedure, router, staffProcedure } from '../trpc';
import { deletedOutput } from '../schemas/shapes';

export const booksRouter = router({
  /** A page of the collection, newest first; a genre and a title-or-author search narrow it. */
  list: collectionProcedure
    .input(listBooksInput)
    .output(bookPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listBooks(ctx.db, input), input)),

  /** A title of the public collection with its copies per branch (on the shelf, on loan). */
  byId: collectionProcedure
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
        const events = [webhookEvent('book.created', bookCreatedData(book))];
        return { result: book, audit: bookAudit.created(book), events };
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
        return { result: book, audit: bookAudit.updated(before, book) };
      }),
    ),

  delete: staffProcedure
    .input(bookIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const before = await findBookById(trx, input.id);
        const outcome = before ? await deleteBook(trx, input.id) : 'missing';
        if (!before || outcome === 'missing') throw appError('NOT_FOUND', 'No such book');
        if (outcome === 'has-loans') throw appError('BOOK_HAS_LOANS', 'The book has loan records');
        return { result: { id: input.id }, audit: bookAudit.deleted(before) };
      }),
    ),
});
