import { pingDatabase } from '@app/db';
import { appError } from '../errors';
import { publicProcedure, router } from '../trpc';

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }) => {
    try {
      const databaseTime = await pingDatabase(ctx.db);
      return { status: 'ok' as const, database: 'up' as const, time: databaseTime.toISOString() };
    } catch (error) {
      throw appError('DATABASE_UNAVAILABLE', 'Database unreachable', { cause: error });
    }
  }),
});
