import type { ReportName, SeriesInterval, SeriesMetric } from '@app/db';
import { z } from 'zod';

/**
 * The staff's charts and named reports (decision 0046): a metric's series by the library's
 * days, weeks or months, and tables with CSV copies. Browser-safe: the web reads the names.
 */

export const SERIES_METRICS = [
  'loans',
  'returns',
  'activeLoans',
  'overdue',
  'newMembers',
  'downloads',
  'scans',
  'readsStarted',
  'reviewsWaiting',
  'holdsWaiting',
] as const satisfies readonly SeriesMetric[];
export const SERIES_INTERVALS = [
  'day',
  'week',
  'month',
] as const satisfies readonly SeriesInterval[];
export const REPORT_NAMES = [
  'top-titles-by-loans',
  'top-authors-by-loans',
  'top-titles-by-downloads',
  'top-authors-by-downloads',
  'never-borrowed',
  'overdue-members',
  'collection',
  'monthly-summary',
] as const satisfies readonly ReportName[];

// Each list names every one of the database's (a name added there fails to compile here).
type Every<List extends readonly string[], All extends string> = [
  Exclude<All, List[number]>,
] extends [never]
  ? true
  : never;
const everyName: [
  Every<typeof SERIES_METRICS, SeriesMetric>,
  Every<typeof SERIES_INTERVALS, SeriesInterval>,
  Every<typeof REPORT_NAMES, ReportName>,
] = [true, true, true];
void everyName;

/** The most buckets one series answers (a day's points for almost three years). */
export const MAX_BUCKETS = 1000;
const BUCKET_DAYS = { day: 1, week: 7, month: 28 } as const;

/** A date of the library's calendar, `2026-11-24`. */
const libraryDate = z.iso.date();
/** A branch's short code (`JPL`). */
const branchId = z
  .string()
  .regex(/^[A-Z]{2,10}$/, 'A branch code such as JPL')
  .optional();

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const seriesInput = z
  .object({
    metric: z.enum(SERIES_METRICS),
    /** The first day of the range (library time), included. */
    from: libraryDate,
    /** The last day of the range, included. */
    to: libraryDate,
    interval: z.enum(SERIES_INTERVALS).default('day'),
    /** One branch (loans, members and scanned copies; downloads are the whole library's). */
    branchId,
  })
  .refine((input) => input.from <= input.to, {
    path: ['to'],
    message: 'The range ends before it begins',
  })
  .refine(
    (input) => daysBetween(input.from, input.to) / BUCKET_DAYS[input.interval] < MAX_BUCKETS,
    { path: ['from'], message: `At most ${MAX_BUCKETS} buckets` },
  );
export type SeriesInput = z.input<typeof seriesInput>;

const count = z.number().int();

/** One bucket: the library date it begins, its value and, for some metrics, its parts. */
export const seriesPointOutput = z.object({
  t: z.string(),
  value: count,
  /** Downloads per language (`Tamil`), scans per method (`barcode`, `manual`, `image`). */
  parts: z.record(z.string(), count).optional(),
});
export const seriesOutput = z.array(seriesPointOutput);

export const reportInput = z.object({
  name: z.enum(REPORT_NAMES),
  /** The top lists' range (library dates, included): the last 30 days unless given. */
  from: libraryDate.optional(),
  to: libraryDate.optional(),
  branchId,
  /** Rows of a top list. */
  limit: z.coerce.number().int().min(1).max(500).default(20),
  /** Weeding: titles nobody borrowed in this many months. */
  months: z.coerce.number().int().min(1).max(240).default(12),
  /** The monthly summary's month, `2026-10` (this month unless given). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month such as 2026-10')
    .optional(),
});
export type ReportInput = z.input<typeof reportInput>;

const cell = z.union([z.string(), z.number(), z.null()]);

/** A named report: its columns in order, and a row per line with a value for each column. */
export const reportOutput = z.object({
  name: z.enum(REPORT_NAMES),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), cell)),
});
