import {
  closeStocktake,
  listStocktakes,
  markStocktakeMissing,
  recordStocktakeScan,
  startStocktake,
  stocktakeResult,
} from '@app/db';
import { actorOf } from '../audit';
import { appError } from '../errors';
import { skuFromScan } from '../loans/desk-scan';
import {
  listStocktakesInput,
  markStocktakeMissingInput,
  markStocktakeMissingOutput,
  startStocktakeInput,
  stocktakeIdInput,
  stocktakeListOutput,
  stocktakeOutput,
  stocktakeResultOutput,
  stocktakeScanInput,
  stocktakeScanOutput,
} from '../schemas/stocktake';
import { recordedScan, startedStocktake } from '../stocktake/refusals';
import { stocktakeAudit } from '../stocktake/audit';
import { router, staffProcedure } from '../trpc';

/**
 * Stocktakes (decision 0045): staff scan a branch's shelves and see the copies seen, missing,
 * of another branch and on loan; the missing ones can be marked MISSING in one step. The staff
 * who run the desk run these too.
 */
export const stocktakeRouter = router({
  /** The newest stocktakes first (open ones to go on with, closed ones to read). */
  list: staffProcedure
    .input(listStocktakesInput)
    .output(stocktakeListOutput)
    .query(({ ctx, input }) => listStocktakes(ctx.db, input?.limit ?? 20)),

  /** Starts a stocktake of a branch's shelves, or of a call-number range of them. */
  create: staffProcedure
    .input(startStocktakeInput)
    .output(stocktakeOutput)
    .mutation(async ({ ctx, input }) =>
      startedStocktake(
        await startStocktake(ctx.db, {
          branchId: input.branchId,
          callNumberFrom: input.callNumberFrom ?? null,
          callNumberTo: input.callNumberTo ?? null,
          startedBy: ctx.user.id,
          now: ctx.now(),
        }),
      ),
    ),

  /** What the stocktake found so far. */
  byId: staffProcedure
    .input(stocktakeIdInput)
    .output(stocktakeResultOutput)
    .query(async ({ ctx, input }) => {
      const result = await stocktakeResult(ctx.db, input.id);
      if (!result) throw appError('NOT_FOUND', 'No such stocktake');
      return result;
    }),

  /**
   * Records one code read at the shelves and says what it is; a scan sent again (same
   * `clientScanId`) answers the first and counts once.
   */
  recordScan: staffProcedure
    .input(stocktakeScanInput)
    .output(stocktakeScanOutput)
    .mutation(async ({ ctx, input }) =>
      recordedScan(
        await recordStocktakeScan(ctx.db, {
          stocktakeId: input.id,
          code: input.code,
          sku: skuFromScan(input.code),
          clientScanId: input.clientScanId,
          scannedAt: input.scannedAt,
          scannedBy: ctx.user.id,
          now: ctx.now(),
        }),
      ),
    ),

  /** Marks the chosen missing copies MISSING, each with an audit entry. */
  markMissing: staffProcedure
    .input(markStocktakeMissingInput)
    .output(markStocktakeMissingOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await markStocktakeMissing(ctx.db, {
        stocktakeId: input.id,
        copyIds: input.copyIds,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: stocktakeAudit.markedMissing,
      });
      if (result.outcome === 'refused') throw appError('NOT_FOUND', 'No such stocktake');
      return { marked: result.copies };
    }),

  /** Finishes a stocktake: it takes no more scans (its result stays to read). */
  close: staffProcedure
    .input(stocktakeIdInput)
    .output(stocktakeOutput)
    .mutation(async ({ ctx, input }) => {
      const closed = await closeStocktake(ctx.db, input.id, ctx.now());
      if (!closed) throw appError('NOT_FOUND', 'No such stocktake');
      return closed;
    }),
});
