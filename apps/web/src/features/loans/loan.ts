import type { RouterOutputs } from '@app/api-contract';

type Outputs = RouterOutputs['loans'];

/** A loan as every list and the desk show it: the member and the copy inside. */
export type Loan = Outputs['list']['items'][number];
export type LentLoan = Outputs['lendCopy'];
export type ReturnResult = Outputs['returnCopy'];
export type LoanView = 'overdue' | 'active' | 'returned';
export const LOAN_VIEWS: readonly LoanView[] = ['overdue', 'active', 'returned'];
