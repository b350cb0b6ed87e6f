import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE } from '../library-time';

/**
 * The staff charts' time series, bucketed by the library's calendar (its days, Monday weeks and
 * months), whatever the server's or the reader's zone: a loan at 23:30 in Jaffna counts on that
 * day. Every bucket of the range is answered, an empty one as 0 (`generate_series`), so a chart
 * and its table never skip a day. Decision 0046.
 */

/** The metrics (their lists for inputs are the contract's, `schemas/reports.ts`). */
export type SeriesMetric =
  | 'loans'
  | 'returns'
  | 'activeLoans'
  | 'overdue'
  | 'newMembers'
  | 'downloads'
  | 'scans'
  | 'readsStarted'
  | 'reviewsWaiting'
  | 'holdsWaiting';
export type SeriesInterval = 'day' | 'week' | 'month';

export interface SeriesRequest {
  metric: SeriesMetric;
  /** The first and last library dates of the range (`2026-11-01`), both included. */
  from: string;
  to: string;
  interval: SeriesInterval;
  /**
   * One branch's loans, members, scanned copies and holds (by pickup branch); e-book downloads
   * and reads have no branch.
   */
  branchId?: string | undefined;
  /** The request's clock: a bucket not yet over shows the state now. */
  now: Date;
}

export interface SeriesPoint {
  /** The library date the bucket begins (a week's Monday, a month's 1st). */
  t: string;
  value: number;
  /** The value split by language (downloads) or by how the scan was made (scans). */
  parts?: Record<string, number>;
}

/**
 * The buckets: whole days, weeks or months of the library's calendar that touch the range.
 * `s` is the bucket's start as a library wall-clock time, `start_at` and `end_at` its instants.
 */
function buckets(request: SeriesRequest) {
  const { from, to, interval } = request;
  return sql`select s, (s at time zone ${LIBRARY_TIME_ZONE}) as start_at,
      ((s + ${`1 ${interval}`}::interval) at time zone ${LIBRARY_TIME_ZONE}) as end_at
    from generate_series(date_trunc(${interval}, ${from}::timestamp), ${to}::timestamp,
      ${`1 ${interval}`}::interval) s`;
}

/** The first instant of the range's first bucket, and the end of its last one. */
function bounds({ from, to, interval }: SeriesRequest) {
  const step = sql`${`1 ${interval}`}::interval`;
  return {
    low: sql`(date_trunc(${interval}, ${from}::timestamp) at time zone ${LIBRARY_TIME_ZONE})`,
    high: sql`((date_trunc(${interval}, ${to}::timestamp) + ${step}) at time zone ${LIBRARY_TIME_ZONE})`,
  };
}

/** The library bucket an instant falls in, as the wall-clock start `buckets` calls `s`. */
function bucketOf(interval: SeriesInterval, at: RawBuilder<unknown>) {
  return sql`date_trunc(${interval}, ${at} at time zone ${LIBRARY_TIME_ZONE})`;
}

function branchFilter(column: string, branchId: string | undefined) {
  return branchId ? sql`and ${sql.ref(column)} = ${branchId}` : sql``;
}

/**
 * Rows counted per bucket: `events(low, high)` yields the instants `at` within a bucket's
 * bounds and a `part` to split by (null: none). Each bucket counts its own index range, so no
 * row's time is converted to the library's calendar (a year of loans is 366 short range scans).
 */
async function countSeries(
  db: Db,
  request: SeriesRequest,
  events: (low: RawBuilder<unknown>, high: RawBuilder<unknown>) => RawBuilder<unknown>,
): Promise<SeriesPoint[]> {
  const { rows } = await sql<{ t: string; value: number; parts: Record<string, number> | null }>`
    with b as (${buckets(request)})
    select to_char(b.s, 'YYYY-MM-DD') as t, coalesce(sum(c.n), 0)::int as value,
      jsonb_object_agg(c.part, c.n) filter (where c.part is not null) as parts
    from b left join lateral (
      select part, count(*)::int as n from (${events(sql`b.start_at`, sql`b.end_at`)}) e
      group by part
    ) c on true
    group by b.s order by b.s`.execute(db);
  return rows.map(({ t, value, parts }) => (parts ? { t, value, parts } : { t, value }));
}

/** The events each counted metric buckets, read from its index within a bucket's bounds. */
function countedEvents(request: SeriesRequest) {
  const branchId = request.branchId;
  return (low: RawBuilder<unknown>, high: RawBuilder<unknown>): RawBuilder<unknown> => {
    switch (request.metric) {
      case 'newMembers':
        return sql`select created_at as at, null::text as part from members
          where created_at >= ${low} and created_at < ${high}
          ${branchFilter('branch_id', branchId)}`;
      case 'downloads':
        return sql`select d.downloaded_at as at, e.language as part
          from ebook_downloads d join ebooks e on e.id = d.ebook_id
          where d.downloaded_at >= ${low} and d.downloaded_at < ${high}`;
      case 'scans':
        // A branch's scans are those of its copies; a scan that saved no copy has no branch.
        return branchId
          ? sql`select s.created_at as at, s.scan_type as part
              from scan_history s join book_inventory i on i.id = s.inventory_id
              where s.created_at >= ${low} and s.created_at < ${high} and i.branch_id = ${branchId}`
          : sql`select created_at as at, scan_type as part from scan_history
              where created_at >= ${low} and created_at < ${high}`;
      case 'readsStarted':
        // A signed-in reader's first opening of an e-book (the reader keeps one session per
        // reader and book); a visitor's reading is not recorded, so not counted.
        return sql`select created_at as at, null::text as part from reading_sessions
          where created_at >= ${low} and created_at < ${high}`;
      default:
        throw new Error(`${request.metric} is not counted per bucket`);
    }
  };
}

/**
 * The first library day of the range's first bucket, and the day after its last bucket: the
 * bounds of the range in `loan_days` (migration 2026_11_30_140000), the loans counted per day.
 */
function dayBounds({ from, to, interval }: SeriesRequest) {
  return {
    firstDay: sql`date_trunc(${interval}, ${from}::timestamp)::date`,
    dayAfter: sql`(date_trunc(${interval}, ${to}::timestamp) + ${`1 ${interval}`}::interval)::date`,
  };
}

/**
 * A count per library day and branch (`loan_days`, `review_days`) summed per bucket (`per`,
 * each bucket's sum of `change`), with the days before the range (`before`) and after it
 * (`after`) summed apart. A year is a few thousand rows of days and branches, never a year of
 * loans or every copy.
 */
function dayParts(
  request: SeriesRequest,
  change: RawBuilder<unknown>,
  table: 'loan_days' | 'review_days' = 'loan_days',
) {
  const branch = branchFilter('branch_id', request.branchId);
  const { firstDay, dayAfter } = dayBounds(request);
  const sum = (where: RawBuilder<unknown>) =>
    sql`(select coalesce(sum(${change}), 0) from ${sql.table(table)} where ${where} ${branch})`;
  return {
    per: sql`select date_trunc(${request.interval}, day::timestamp) as s, sum(${change}) as d
      from ${sql.table(table)} where day >= ${firstDay} and day < ${dayAfter} ${branch}
      group by 1`,
    before: sum(sql`day < ${firstDay}`),
    after: sum(sql`day >= ${dayAfter}`),
  };
}

/** Lends or returns per bucket, on the library day they were made. */
async function loanCountSeries(
  db: Db,
  request: SeriesRequest,
  column: 'lent' | 'returned',
): Promise<SeriesPoint[]> {
  const { per } = dayParts(request, sql.ref(column));
  const { rows } = await sql<SeriesPoint>`
    with b as (${buckets(request)}), per as (${per})
    select to_char(b.s, 'YYYY-MM-DD') as t, coalesce(per.d, 0)::int as value
    from b left join per on per.s = b.s order by b.s`.execute(db);
  return rows;
}

/**
 * Loans out at each bucket's end (or now, for the bucket not yet over). Counted backwards from
 * the loans out now: those lent after a bucket's end were not out then, those returned after it
 * were. A loan marked lost is left out (when it was lost is not recorded).
 */
async function activeLoanSeries(db: Db, request: SeriesRequest): Promise<SeriesPoint[]> {
  const branch = branchFilter('branch_id', request.branchId);
  const { per, after } = dayParts(request, sql`returned - lent_kept`);
  const { rows } = await sql<SeriesPoint>`
    with b as (${buckets(request)}), per as (${per})
    select to_char(b.s, 'YYYY-MM-DD') as t,
      ((select count(*) from loans where status = 'active' ${branch}) + ${after}
        + coalesce(sum(per.d) over (order by b.s desc
            rows between unbounded preceding and 1 preceding), 0))::int as value
    from b left join per on per.s = b.s order by b.s`.execute(db);
  return rows;
}

/**
 * Loans overdue at each bucket's end (or now): past their due date and not yet returned then.
 * Each loan out or back late counts from its due day until its return (`late_from`,
 * `late_until`); of the loans out, those falling due later than now are not overdue yet.
 */
async function overdueSeries(db: Db, request: SeriesRequest): Promise<SeriesPoint[]> {
  const { high } = bounds(request);
  const { now, interval } = request;
  const branch = branchFilter('branch_id', request.branchId);
  const { per, before } = dayParts(request, sql`late_from - late_until`);
  const { rows } = await sql<SeriesPoint>`
    with b as (${buckets(request)}), per as (${per}),
    pending as (
      -- One due before the range (which begins after now) is pending from its first bucket.
      select greatest(${bucketOf(interval, sql.ref('due_date'))},
          date_trunc(${interval}, ${request.from}::timestamp)) as s, count(*) as n from loans
        where status = 'active' and due_date >= ${now} and due_date < ${high} ${branch}
        group by 1
    )
    select to_char(b.s, 'YYYY-MM-DD') as t,
      (${before} + sum(coalesce(per.d, 0) - coalesce(pending.n, 0))
        over (order by b.s rows unbounded preceding))::int as value
    from b left join per on per.s = b.s left join pending on pending.s = b.s
    order by b.s`.execute(db);
  return rows;
}

/**
 * Scanned copies waiting for a librarian's review at each bucket's end: from the day each was
 * saved until the day it was verified or archived unverified (`review_days`, migration
 * 2026_11_30_140100). A review is stamped when it happens, so none lies after now.
 */
async function reviewsWaitingSeries(db: Db, request: SeriesRequest): Promise<SeriesPoint[]> {
  const { per, before } = dayParts(request, sql`review_from - review_until`, 'review_days');
  const { rows } = await sql<SeriesPoint>`
    with b as (${buckets(request)}), per as (${per})
    select to_char(b.s, 'YYYY-MM-DD') as t,
      (${before} + sum(coalesce(per.d, 0)) over (order by b.s rows unbounded preceding))::int
        as value
    from b left join per on per.s = b.s order by b.s`.execute(db);
  return rows;
}

/**
 * How many rows were in a state at each bucket's end (or now): each was in it from `start`
 * until `stop` (null: still is). +1 in the bucket it began, −1 in the one it ended, summed up
 * to each bucket; only rows that ended after the range began are read.
 */
async function waitingSeries(
  db: Db,
  request: SeriesRequest,
  rows: { table: string; start: string; stop: RawBuilder<unknown>; branch: string },
): Promise<SeriesPoint[]> {
  const { low } = bounds(request);
  const branch = branchFilter(rows.branch, request.branchId);
  const stop = sql`(${rows.stop})`;
  const { rows: points } = await sql<SeriesPoint>`
    with b as (${buckets(request)}),
    ev as materialized (
      select ${bucketOf(request.interval, sql.ref(rows.start))} as s, count(*) as d
        from ${sql.table(rows.table)}
        where (${stop} is null or ${stop} >= ${low}) and ${sql.ref(rows.start)} <= ${request.now}
        ${branch} group by 1
      union all
      select ${bucketOf(request.interval, stop)}, -count(*) from ${sql.table(rows.table)}
        where ${stop} >= ${low} and ${stop} <= ${request.now} ${branch} group by 1
    ),
    per as (select s, sum(d) as d from ev group by s)
    select to_char(b.s, 'YYYY-MM-DD') as t,
      (coalesce((select sum(d) from ev where ev.s < (select min(s) from b)), 0)
        + sum(coalesce(per.d, 0)) over (order by b.s rows unbounded preceding))::int as value
    from b left join per on per.s = b.s order by b.s`.execute(db);
  return points;
}

/** One metric's series over the range, a point per bucket. */
export function reportSeries(db: Db, request: SeriesRequest): Promise<SeriesPoint[]> {
  switch (request.metric) {
    case 'loans':
      return loanCountSeries(db, request, 'lent');
    case 'returns':
      return loanCountSeries(db, request, 'returned');
    case 'activeLoans':
      return activeLoanSeries(db, request);
    case 'overdue':
      return overdueSeries(db, request);
    case 'reviewsWaiting':
      return reviewsWaitingSeries(db, request);
    // Holds in the queue: until a copy is set aside for them, or they end unfilled.
    case 'holdsWaiting':
      return waitingSeries(db, request, {
        table: 'holds',
        start: 'created_at',
        stop: sql`coalesce(ready_at, closed_at)`,
        branch: 'pickup_branch_id',
      });
    default:
      return countSeries(db, request, countedEvents(request));
  }
}
