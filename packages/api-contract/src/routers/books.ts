import { listBooks } from '@app/db';
import { listBooksInput } from '../schemas/books';
import { publicProcedure, router } from '../trpc';

export const booksRouter = router({
  list: publicProcedure
    .input(listBooksInput)
    .query(({ ctx, input }) => listBooks(ctx.db, input ?? {})),
});
