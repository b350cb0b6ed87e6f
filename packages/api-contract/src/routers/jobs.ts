import { findJob, listJobs } from '@app/db';
import { appError } from '../errors';
import { jobView } from '../jobs/view';
import { jobIdInput, jobListOutput, jobOutput, listJobsInput } from '../schemas/jobs';
import { router, staffProcedure } from '../trpc';

const RECENT_MS = 60 * 60 * 1000;

/** The jobs staff started (photo readings, bulk imports, file copies): progress and outcome. */
export const jobsRouter = router({
  /** One of your jobs; someone else's is not found (a super admin sees every job). */
  get: staffProcedure
    .input(jobIdInput)
    .output(jobOutput)
    .query(async ({ ctx, input }) => {
      const row = await findJob(ctx.db, input.id);
      if (!row || (row.requestedBy !== ctx.user.id && ctx.user.role !== 'super_admin')) {
        throw appError('NOT_FOUND', 'No such job');
      }
      return jobView(row);
    }),

  /** Your running jobs of these kinds and those finished in the last hour, newest first. */
  list: staffProcedure
    .input(listJobsInput)
    .output(jobListOutput)
    .query(async ({ ctx, input }) => {
      const rows = await listJobs(ctx.db, {
        requestedBy: ctx.user.id,
        kinds: input.kinds,
        since: new Date(ctx.now().getTime() - RECENT_MS),
        limit: 20,
      });
      return rows.map(jobView);
    }),
});
