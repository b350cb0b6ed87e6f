import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LoanStatus } from '../constants';

export interface LoansTable {
  id: Generated<number>;
  /** The title of the copy lent. */
  bookId: number;
  /** The borrower's patron account, when the member has one (the spec's field). */
  userId: string | null;
  branchId: string | null;
  checkoutDate: Generated<Date>;
  dueDate: Date;
  returnDate: Date | null;
  status: Generated<LoanStatus>;
  /** The borrower. */
  memberId: number | null;
  /** The copy lent. */
  inventoryId: number | null;
  /** The desk's id for the lending scan; a re-sent scan finds its loan by it. */
  clientId: string | null;
  /** The desk's id for the return scan that closed the loan; a re-sent return finds it by it. */
  returnClientId: string | null;
  renewals: Generated<number>;
  lentBy: string | null;
  returnedBy: string | null;
}
export type Loan = Selectable<LoansTable>;
export type NewLoan = Insertable<LoansTable>;
export type LoanUpdate = Updateable<LoansTable>;

/** How a fine was settled: paid at the desk, or waived (with a reason). */
export type FineSettlement = 'paid' | 'waived';

/**
 * A fine for a late return (migration 2026_11_28_100000): one per loan, in whole rupees, for
 * the library days late; settled once, with a receipt number.
 */
export interface FinesTable {
  id: Generated<number>;
  memberId: number;
  loanId: number;
  daysLate: number;
  /** Whole rupees (LKR). */
  amount: number;
  createdAt: Generated<Date>;
  settledAt: Date | null;
  /** The staff account that settled it. */
  settledBy: string | null;
  how: FineSettlement | null;
  /** Why it was waived. */
  reason: string | null;
  receiptNumber: string | null;
}
export type Fine = Selectable<FinesTable>;
