import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE, libraryDayStart } from '../library-time';
import { reportSeries, type SeriesMetric } from './reports-series';

/**
 * The staff's named reports (Koha's and Evergreen's usual ones): each a table of named columns,
 * which the Reports screen shows and the REST API sends as JSON or CSV. Dates are the library's
 * (`YYYY-MM-DD` in Jaffna). Decision 0046.
 */

/** The reports (their list for inputs is the contract's, `schemas/reports.ts`). */
export type ReportName =
  | 'top-titles-by-loans'
  | 'top-authors-by-loans'
  | 'top-titles-by-downloads'
  | 'top-authors-by-downloads'
  | 'never-borrowed'
  | 'overdue-members'
  | 'collection'
  | 'monthly-summary';

export type ReportCell = string | number | null;
export interface ReportTable {
  /** The columns in order; each row has a value for each. */
  columns: string[];
  rows: Record<string, ReportCell>[];
}

export interface ReportRequest {
  name: ReportName;
  /** Library dates, both included (the top lists). */
  from: string;
  to: string;
  branchId?: string | undefined;
  /** How many rows a top list has. */
  limit: number;
  /** Titles not lent in this many months (weeding). */
  months: number;
  /** The monthly summary's month, `2026-10`. */
  month: string;
  now: Date;
}

const day = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone ${LIBRARY_TIME_ZONE}, 'YYYY-MM-DD')`;

function branchFilter(column: string, branchId: string | undefined) {
  return branchId ? sql`and ${sql.ref(column)} = ${branchId}` : sql``;
}

async function table(db: Db, columns: string[], query: RawBuilder<Record<string, ReportCell>>) {
  const { rows } = await query.execute(db);
  return { columns, rows };
}

function topByLoans(db: Db, request: ReportRequest, by: 'title' | 'author') {
  const low = libraryDayStart(request.from);
  const high = libraryDayStart(request.to, 1);
  const range = sql`l.checkout_date >= ${low} and l.checkout_date < ${high}
    ${branchFilter('l.branch_id', request.branchId)}`;
  return by === 'title'
    ? table(
        db,
        ['title', 'author', 'loans'],
        sql`select b.title, b.author, count(*)::int as loans
          from loans l join books b on b.id = l.book_id where ${range}
          group by b.id order by loans desc, b.title limit ${request.limit}`,
      )
    : table(
        db,
        ['author', 'titles', 'loans'],
        sql`select b.author, count(distinct b.id)::int as titles, count(*)::int as loans
          from loans l join books b on b.id = l.book_id where ${range}
          group by b.author order by loans desc, b.author limit ${request.limit}`,
      );
}

/** E-book downloads have no branch: the e-book collection is the whole library's. */
function topByDownloads(db: Db, request: ReportRequest, by: 'title' | 'author') {
  const range = sql`d.downloaded_at >= ${libraryDayStart(request.from)}
    and d.downloaded_at < ${libraryDayStart(request.to, 1)}`;
  return by === 'title'
    ? table(
        db,
        ['title', 'author', 'language', 'downloads'],
        sql`select e.title, e.author, e.language, count(*)::int as downloads
          from ebook_downloads d join ebooks e on e.id = d.ebook_id where ${range}
          group by e.id order by downloads desc, e.title limit ${request.limit}`,
      )
    : table(
        db,
        ['author', 'titles', 'downloads'],
        sql`select e.author, count(distinct e.id)::int as titles, count(*)::int as downloads
          from ebook_downloads d join ebooks e on e.id = d.ebook_id where ${range}
          group by e.author order by downloads desc, e.author limit ${request.limit}`,
      );
}

/** Titles with copies on the shelves that nobody borrowed in `months` months: the weeding list. */
function neverBorrowed(db: Db, request: ReportRequest) {
  const since = sql`(${request.now}::timestamptz - ${`${request.months} months`}::interval)`;
  const copyBranch = branchFilter('i.branch_id', request.branchId);
  return table(
    db,
    ['title', 'author', 'language', 'copies', 'lastLent', 'added'],
    sql`select b.title, b.author, b.language, c.copies,
        ${day(sql`last.at`)} as last_lent, ${day(sql`b.created_at`)} as added
      from books b
      join lateral (select count(*)::int as copies from book_inventory i
        where i.book_id = b.id and i.status <> 'ARCHIVED' ${copyBranch}) c on c.copies > 0
      left join lateral (select max(l.checkout_date) as at from loans l
        where l.book_id = b.id ${branchFilter('l.branch_id', request.branchId)}) last on true
      where last.at is null or last.at < ${since}
      order by last.at nulls first, b.title limit 5000`,
  );
}

/** Members with loans past their due date, and how to reach them (staff only). */
function overdueMembers(db: Db, request: ReportRequest) {
  return table(
    db,
    [
      'memberNumber',
      'fullName',
      'phone',
      'email',
      'branch',
      'overdueLoans',
      'oldestDue',
      'daysOverdue',
    ],
    sql`select m.member_number, m.full_name, m.phone, m.email, m.branch_id as branch,
        count(*)::int as overdue_loans, ${day(sql`min(l.due_date)`)} as oldest_due,
        (date_part('day', ${request.now}::timestamptz - min(l.due_date)))::int as days_overdue
      from loans l join members m on m.id = l.member_id
      where l.status = 'active' and l.due_date < ${request.now}
        ${branchFilter('l.branch_id', request.branchId)}
      group by m.id order by days_overdue desc, m.full_name`,
  );
}

/** The collection by language, genre and branch: titles, and the copies on the shelves. */
function collection(db: Db, request: ReportRequest) {
  const copyBranch = branchFilter('i.branch_id', request.branchId);
  const copies = sql`book_inventory i join books b on b.id = i.book_id
    where i.status <> 'ARCHIVED' and i.status <> 'AWAITING_REVIEW' ${copyBranch}`;
  const titlesOf = (key: string) =>
    request.branchId
      ? sql`(select count(distinct i.book_id) from ${copies} and b.${sql.ref(key)} = g.key)`
      : sql`(select count(*) from books b where b.${sql.ref(key)} = g.key)`;
  const byBookColumn = (by: 'language' | 'genre') => sql`
    select ${by} as by, g.key, ${titlesOf(by)}::int as titles,
      (select count(*) from ${copies} and b.${sql.ref(by)} = g.key)::int as copies
    from (select distinct ${sql.ref(by)}::text as key from books) g`;
  return table(
    db,
    ['by', 'key', 'titles', 'copies'],
    sql`select * from (
        ${byBookColumn('language')}
        union all ${byBookColumn('genre')}
        union all
        select 'branch', br.id, count(distinct i.book_id)::int, count(i.id)::int
        from branches br left join book_inventory i on i.branch_id = br.id
          and i.status <> 'ARCHIVED' and i.status <> 'AWAITING_REVIEW'
        where true ${branchFilter('br.id', request.branchId)}
        group by br.id
      ) r order by by, key`,
  );
}

const SUMMARY_MEASURES: SeriesMetric[] = [
  'loans',
  'returns',
  'activeLoans',
  'overdue',
  'newMembers',
  'downloads',
  'scans',
];

/**
 * The month's figures for the council beside the month before: lends, returns, loans out and
 * overdue at the month's end, new members, downloads (and per language), scans.
 */
async function monthlySummary(db: Db, request: ReportRequest): Promise<ReportTable> {
  const [year, month] = request.month.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const series = await Promise.all(
    SUMMARY_MEASURES.map((metric) =>
      reportSeries(db, {
        metric,
        from: previous,
        to: `${request.month}-01`,
        interval: 'month',
        branchId: request.branchId,
        now: request.now,
      }),
    ),
  );
  const rows: Record<string, ReportCell>[] = [];
  series.forEach((points, index) => {
    const [before, now] = points;
    rows.push({
      measure: SUMMARY_MEASURES[index]!,
      value: now?.value ?? 0,
      previous: before?.value ?? 0,
    });
    const parts = new Set([...Object.keys(before?.parts ?? {}), ...Object.keys(now?.parts ?? {})]);
    for (const part of [...parts].sort()) {
      rows.push({
        measure: `${SUMMARY_MEASURES[index]}.${part}`,
        value: now?.parts?.[part] ?? 0,
        previous: before?.parts?.[part] ?? 0,
      });
    }
  });
  return { columns: ['measure', 'value', 'previous'], rows };
}

/** One named report as a table. */
export function namedReport(db: Db, request: ReportRequest): Promise<ReportTable> {
  switch (request.name) {
    case 'top-titles-by-loans':
      return topByLoans(db, request, 'title');
    case 'top-authors-by-loans':
      return topByLoans(db, request, 'author');
    case 'top-titles-by-downloads':
      return topByDownloads(db, request, 'title');
    case 'top-authors-by-downloads':
      return topByDownloads(db, request, 'author');
    case 'never-borrowed':
      return neverBorrowed(db, request);
    case 'overdue-members':
      return overdueMembers(db, request);
    case 'collection':
      return collection(db, request);
    case 'monthly-summary':
      return monthlySummary(db, request);
  }
}
