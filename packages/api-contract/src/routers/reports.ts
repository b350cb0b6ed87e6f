import { reportSeries } from '@app/db';
import { reportCsv, reportOf, seriesCsv } from '../reports-tables';
import { reportInput, reportOutput, seriesInput, seriesOutput } from '../schemas/reports';
import { textFileOutput } from '../schemas/shapes';
import { router, staffProcedure } from '../trpc';

/** The staff's charts and named reports (decision 0046): staff only, as of the request's clock. */
export const reportsRouter = router({
  /** One metric per day, week or month of the library's calendar; an empty bucket is 0. */
  series: staffProcedure
    .input(seriesInput)
    .output(seriesOutput)
    .query(({ ctx, input }) => reportSeries(ctx.db, { ...input, now: ctx.now() })),

  /** The same series as a CSV file: a row per bucket, a column per part. */
  seriesCsv: staffProcedure
    .input(seriesInput)
    .output(textFileOutput)
    .query(async ({ ctx, input }) =>
      seriesCsv(input.metric, await reportSeries(ctx.db, { ...input, now: ctx.now() }), ctx.now()),
    ),

  /** A named report as a table. */
  report: staffProcedure
    .input(reportInput)
    .output(reportOutput)
    .query(({ ctx, input }) => reportOf(ctx.db, input, ctx.now())),

  /** The same report as a CSV file (formula-safe, with a BOM). */
  csv: staffProcedure
    .input(reportInput)
    .output(textFileOutput)
    .query(async ({ ctx, input }) =>
      reportCsv(await reportOf(ctx.db, input, ctx.now()), ctx.now()),
    ),
});
