import type { LendOutcome, RenewOutcome, SettleOutcome } from '@app/db';
import { appError } from '../errors';

/**
 * The loan a lending made (or the one a repeated scan made before: `replayed`), or the app
 * error that says why the desk cannot lend the copy.
 */
export function lentLoan(result: LendOutcome, sku: string) {
  if (result.outcome !== 'refused') {
    return { ...result.loan, replayed: result.outcome === 'replayed' };
  }
  switch (result.reason) {
    case 'MEMBER_NOT_FOUND':
      throw appError('MEMBER_NOT_FOUND', 'No such member');
    case 'MEMBER_SUSPENDED':
      throw appError('MEMBER_SUSPENDED', 'The member is suspended');
    case 'COPY_NOT_FOUND':
      throw appError('COPY_NOT_FOUND', 'No such copy', { params: { sku } });
    case 'COPY_NOT_AVAILABLE':
      // `context` picks the message for the copy's state (errors.json: COPY_NOT_AVAILABLE_…).
      throw appError('COPY_NOT_AVAILABLE', `The copy is ${result.status}`, {
        params: { sku, status: result.status, context: result.status },
      });
    case 'CLIENT_ID_TAKEN':
      throw appError('CLIENT_ID_TAKEN', 'The scan id belongs to another loan');
    case 'LOAN_LIMIT_REACHED':
      throw appError('LOAN_LIMIT_REACHED', 'The member has as many loans as allowed', {
        params: { maxLoans: result.maxLoans },
      });
    case 'FINES_OWED':
      throw appError('FINES_OWED', 'The member owes more in fines than the library allows', {
        params: { owed: result.owed, limit: result.limit },
      });
  }
}

/** The renewed loan, or the app error that says why it cannot be renewed. */
export function renewedLoan(result: RenewOutcome) {
  switch (result.outcome) {
    case 'renewed':
      return result.loan;
    case 'missing':
      throw appError('NOT_FOUND', 'No such loan');
    case 'not-active':
      throw appError('LOAN_NOT_ACTIVE', 'The loan was returned');
    case 'member-suspended':
      throw appError('MEMBER_SUSPENDED', 'The member is suspended');
    case 'limit-reached':
      throw appError('RENEWAL_LIMIT_REACHED', 'No more renewals', {
        params: { maxRenewals: result.maxRenewals },
      });
    case 'too-early':
      throw appError('RENEWAL_TOO_EARLY', 'A renewal today would not move the due date');
    case 'on-hold':
      throw appError('RENEWAL_ON_HOLD', 'Someone waits for this title');
  }
}

/** The settled fine, or the app error that says why it was not settled now. */
export function settledFine(result: SettleOutcome) {
  switch (result.outcome) {
    case 'settled':
      return result.fine;
    case 'missing':
      throw appError('FINE_NOT_FOUND', 'No such fine');
    case 'settled-already':
      throw appError('FINE_SETTLED', 'The fine was settled already', {
        params: { receiptNumber: result.receiptNumber },
      });
  }
}
