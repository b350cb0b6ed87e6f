import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { libraryDaysBetween } from './library-days';

/** Loans with their member and copy, and how many library days late each is at `now`. */
export function loanQuery(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('loans')
    .innerJoin('members', 'members.id', 'loans.memberId')
    .innerJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .leftJoin('branches', 'branches.id', 'loans.branchId')
    .select([
      'loans.id',
      'loans.status',
      'loans.checkoutDate',
      'loans.dueDate',
      'loans.returnDate',
      'loans.renewals',
      'loans.bookId',
      'loans.branchId',
      'branches.name as branchName',
      'members.id as memberId',
      'members.memberNumber',
      'members.fullName as memberName',
      'bookInventory.id as copyId',
      'bookInventory.sku',
      'bookInventory.title',
      'bookInventory.author',
      sql<number>`case when loans.status = 'active' and loans.due_date < ${now}
        then ${libraryDaysBetween(sql<Date>`loans.due_date`, now)} else 0 end`.as('daysLate'),
    ]);
}

export type LoanRow = Awaited<ReturnType<ReturnType<typeof loanQuery>['executeTakeFirstOrThrow']>>;

/** A loan as every answer shows it: the member and the copy as small objects. */
export function loanView(row: LoanRow) {
  return {
    id: row.id,
    status: row.status,
    checkoutDate: row.checkoutDate,
    dueDate: row.dueDate,
    returnDate: row.returnDate,
    renewals: row.renewals,
    /** Library days past the due date (0 unless the loan is active and overdue). */
    daysLate: row.daysLate,
    overdue: row.daysLate > 0,
    bookId: row.bookId,
    branchId: row.branchId,
    branchName: row.branchName,
    member: { id: row.memberId, memberNumber: row.memberNumber, fullName: row.memberName },
    copy: { id: row.copyId, sku: row.sku, title: row.title, author: row.author },
  };
}
export type LoanDetails = ReturnType<typeof loanView>;

export async function loanById(db: Kysely<Database>, id: number, now: Date) {
  const row = await loanQuery(db, now).where('loans.id', '=', id).executeTakeFirst();
  return row ? loanView(row) : undefined;
}
