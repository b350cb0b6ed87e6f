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
