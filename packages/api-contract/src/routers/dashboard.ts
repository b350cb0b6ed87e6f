import { dashboardStats } from '@app/db';
import { router, staffProcedure } from '../trpc';

/** The staff dashboard's statistics. */
export const dashboardRouter = router({
  /** Eight counts (spec §3), as of the request's clock. */
  stats: staffProcedure.query(({ ctx }) => dashboardStats(ctx.db, ctx.now())),
});
