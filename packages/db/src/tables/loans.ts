import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LoanStatus } from '../constants';

export interface LoansTable {
  id: Generated<number>;
  bookId: number;
  userId: string;
  branchId: string | null;
  checkoutDate: Generated<Date>;
  dueDate: Date;
  returnDate: Date | null;
  status: Generated<LoanStatus>;
}
export type Loan = Selectable<LoansTable>;
export type NewLoan = Insertable<LoansTable>;
export type LoanUpdate = Updateable<LoansTable>;
