import type { Db } from '../client';
import type { JobKind, JobState, LoanStatus, ScanType } from '../constants';

/** What the library's own tables say, for the metrics page: the same on every replica. */
export interface LibraryCounts {
  /** Jobs not yet finished, and those that failed, by kind. */
  jobs: { kind: JobKind; state: JobState; count: number }[];
  /** Every scan kept in the history, by how it was made and whether it saved a copy. */
  scans: { scanType: ScanType; success: boolean; count: number }[];
  loans: { status: LoanStatus; count: number }[];
  /** Active loans past their due date. */
  overdueLoans: number;
}

/** A few grouped counts over indexed columns; read when the metrics are scraped. */
export async function libraryCounts(db: Db, now: Date): Promise<LibraryCounts> {
  const [jobs, scans, loans, overdue] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('count')])
      .where('state', 'in', ['queued', 'active', 'failed'])
      .groupBy(['kind', 'state'])
      .execute(),
    db
      .selectFrom('scanHistory')
      .select(['scanType', 'success', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['scanType', 'success'])
      .execute(),
    db
      .selectFrom('loans')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('loans')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'active')
      .where('dueDate', '<', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    jobs: jobs.map((r) => ({ ...r, count: Number(r.count) })),
    scans: scans.map((r) => ({ ...r, count: Number(r.count) })),
    loans: loans.map((r) => ({ ...r, count: Number(r.count) })),
    overdueLoans: Number(overdue.count),
  };
}
