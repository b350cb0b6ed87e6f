import { dashboardStats } from '@app/db';
import { dashboardStatsOutput } from '../schemas/dashboard';
import { noInput } from '../schemas/shapes';
import { router, staffProcedure } from '../trpc';

/** The staff dashboard's statistics. */
export const dashboardRouter = router({
  /** Eight counts (spec §3), as of the request's clock. */
  stats: staffProcedure
    .input(noInput)
    .output(dashboardStatsOutput)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.now())),
});
