import { INVENTORY_STATUSES, STOCKTAKE_STATUSES } from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import { scannedAtSchema } from './loans';
import { instant } from './shapes';
import { optionalText, requiredText } from './text';

/**
 * Start a stocktake of a branch's shelves (`POST /api/stocktakes`), or of the shelves from one
 * call number to another (both inclusive; the upper end counts as a prefix: to `823` covers
 * `823.8 DIC`).
 */
export const startStocktakeInput = z.object({
  branchId: requiredText(20),
  callNumberFrom: optionalText(60),
  callNumberTo: optionalText(60),
});
export type StartStocktakeInput = z.input<typeof startStocktakeInput>;

export const stocktakeIdInput = z.object({ id: rowId });

/** One code read at the shelves (`POST /api/stocktakes/{id}/scans`). */
export const stocktakeScanInput = z.object({
  id: rowId,
  /** As read: a copy's SKU (its Code 128 barcode or typed), or its label's QR code (its page). */
  code: requiredText(500),
  /**
   * Chosen by the device for each scan and kept when it sends the scan again (a lost answer, or
   * a scan kept while offline): the repeat answers the first and counts once.
   */
  clientScanId: z.uuid(),
  /** When the copy was scanned (a scan kept offline is sent later). */
  scannedAt: scannedAtSchema.optional(),
});
export type StocktakeScanInput = z.input<typeof stocktakeScanInput>;

/** Mark copies the stocktake did not find MISSING: those it still misses, the others unchanged. */
export const markStocktakeMissingInput = z.object({
  id: rowId,
  copyIds: z.array(rowId).min(1).max(20_000),
});

export const listStocktakesInput = z
  .object({ limit: z.number().int().min(1).max(100).optional() })
  .optional();

export const stocktakeOutput = z.object({
  id: z.number().int(),
  branchId: z.string(),
  callNumberFrom: z.string().nullable(),
  callNumberTo: z.string().nullable(),
  status: z.enum(STOCKTAKE_STATUSES),
  startedAt: instant,
  finishedAt: instant.nullable(),
});
export type StocktakeView = z.output<typeof stocktakeOutput>;

export const stocktakeListOutput = z.array(stocktakeOutput.extend({ scans: z.number().int() }));

export const stocktakeCopyOutput = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  callNumber: z.string().nullable(),
  branchId: z.string(),
  status: z.enum(INVENTORY_STATUSES),
});
export type StocktakeCopyView = z.output<typeof stocktakeCopyOutput>;

/** What a scan found: no copy has the code, a lent copy, another branch's copy, or a shelf copy. */
export const STOCKTAKE_VERDICTS = ['unknown', 'onLoan', 'wrongBranch', 'seen'] as const;
export type StocktakeVerdictName = (typeof STOCKTAKE_VERDICTS)[number];

/** A scan acknowledged: the copy it named and what that means for the stocktake. */
export const stocktakeScanOutput = z.object({
  clientScanId: z.string(),
  code: z.string(),
  scannedAt: instant,
  copy: stocktakeCopyOutput.nullable(),
  verdict: z.enum(STOCKTAKE_VERDICTS),
  /** The copy was scanned before in this stocktake: it counts once. */
  again: z.boolean(),
  /** This scan was sent before (its `clientScanId`): the answer is the first sending's. */
  replayed: z.boolean(),
});
export type StocktakeScanView = z.output<typeof stocktakeScanOutput>;

const copyList = z.object({
  /** The whole list's length; `items` holds at most its first 500. */
  count: z.number().int(),
  items: z.array(stocktakeCopyOutput),
});

/** What a stocktake found so far (`GET /api/stocktakes/{id}`). */
export const stocktakeResultOutput = z.object({
  stocktake: stocktakeOutput,
  /** Every scan, repeats included. */
  scans: z.number().int(),
  /** The branch's shelf copies in range (VERIFIED), seen or not. */
  expected: z.number().int(),
  /** Shelf copies of the branch that were scanned, each once. */
  seen: copyList,
  /** Shelf copies of the branch in range that nobody scanned. */
  missing: copyList,
  /** Copies of another branch found on these shelves. */
  wrongBranch: copyList,
  /** Copies on loan found on the shelf: returned without a return scan. */
  onLoan: copyList,
  /** Codes no copy has, each with how often it was scanned. */
  unknown: z.object({
    count: z.number().int(),
    items: z.array(z.object({ code: z.string(), scans: z.number().int() })),
  }),
});
export type StocktakeResultView = z.output<typeof stocktakeResultOutput>;

export const markStocktakeMissingOutput = z.object({
  /** The copies now MISSING; a chosen copy scanned, lent or marked meanwhile is not among them. */
  marked: z.array(z.object({ id: z.number().int(), sku: z.string(), title: z.string() })),
});
