import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import type { LoanView } from '../constants';
import { loanQuery, loanView } from './loans-view';
import { pageFromNearerEnd, reversed } from './paging';

/** The loan lists: the desk's active, overdue and returned loans, and one member's. */

export interface LoanFilter {
  view?: LoanView;
  memberId?: number;
  limit: number;
  offset: number;
  now: Date;
}

type Direction = 'asc' | 'desc';

/**
 * A view's order, its last key unique: `overdue` and `active` the longest-due first (the
 * partial index `loans_active_due_idx` holds it), `returned` the latest returned first, all
 * loans the active ones first, then the latest lent.
 */
function loanOrder(view: LoanView | undefined): Array<[RawBuilder<unknown>, Direction]> {
  if (view === 'active' || view === 'overdue') {
    return [
      [sql`loans.due_date`, 'asc'],
      [sql`loans.id`, 'asc'],
    ];
  }
  if (view === 'returned') {
    return [
      [sql`loans.return_date`, 'desc'],
      [sql`loans.id`, 'desc'],
    ];
  }
  return [
    [sql`loans.status = 'active'`, 'desc'],
    [sql`loans.checkout_date`, 'desc'],
    [sql`loans.id`, 'desc'],
  ];
}

/**
 * The loans a filter lists, from `loans` alone: a loan with a member and a copy, which their
 * foreign keys guarantee exist, is exactly a row of `loanQuery`'s inner joins.
 */
function filteredLoans(db: Db, filter: LoanFilter) {
  let query = db
    .selectFrom('loans')
    .where('loans.memberId', 'is not', null)
    .where('loans.inventoryId', 'is not', null);
  if (filter.view === 'returned') query = query.where('loans.status', '=', 'returned');
  if (filter.view === 'active' || filter.view === 'overdue') {
    query = query.where('loans.status', '=', 'active');
  }
  if (filter.view === 'overdue') query = query.where('loans.dueDate', '<', filter.now);
  if (filter.memberId !== undefined) query = query.where('loans.memberId', '=', filter.memberId);
  return query;
}

/**
 * One page of loans. `overdue` and `active` put the longest-due first (oldest first), so the
 * loans most in need of a reminder lead; `returned`, and all loans together, the latest first.
 * The page's ids are found in `loans` alone, from whichever end of the list is nearer, and
 * only those rows are joined to their member and copy; the total counts `loans` alone. At
 * 30,000 loans out, 7,500 of them late, any page of the overdue list reads at most half of
 * one small index, and no member or copy but the page's.
 */
export async function listLoans(db: Db, filter: LoanFilter) {
  const order = loanOrder(filter.view);
  const loans = filteredLoans(db, filter);
  return pageFromNearerEnd(
    { limit: filter.limit, offset: filter.offset },
    async () => {
      const { n } = await loans
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    async (direction, limit, offset) => {
      const way = (dir: Direction) => (direction === 'forward' ? dir : reversed(dir));
      let ids = loans.select('loans.id');
      for (const [key, dir] of order) ids = ids.orderBy(key, way(dir));
      let rows = loanQuery(db, filter.now).where('loans.id', 'in', ids.limit(limit).offset(offset));
      for (const [key, dir] of order) rows = rows.orderBy(key, way(dir));
      return (await rows.execute()).map(loanView);
    },
  );
}
