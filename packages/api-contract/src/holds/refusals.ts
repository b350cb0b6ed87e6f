import type { CancelHoldOutcome, PlaceHoldOutcome } from '@app/db';
import { appError } from '../errors';

/** The hold placed, or the app error that says why it cannot be. */
export function placedHold(result: PlaceHoldOutcome) {
  if (result.outcome === 'placed') return result.hold;
  switch (result.reason) {
    case 'MEMBER_NOT_FOUND':
      throw appError('MEMBER_NOT_FOUND', 'No such member');
    case 'MEMBER_SUSPENDED':
      throw appError('MEMBER_SUSPENDED', 'The member is suspended');
    case 'BOOK_NOT_FOUND':
      throw appError('NOT_FOUND', 'No such title');
    case 'BRANCH_NOT_FOUND':
      throw appError('BRANCH_NOT_FOUND', 'No such branch');
    case 'HOLD_ON_SHELF':
      throw appError('HOLD_ON_SHELF', 'A copy is on the shelf');
    case 'HOLD_NO_COPIES':
      throw appError('HOLD_NO_COPIES', 'No copy could come back');
    case 'HOLD_ALREADY_PLACED':
      throw appError('HOLD_ALREADY_PLACED', 'The member already holds this title');
    case 'HOLD_ALREADY_BORROWED':
      throw appError('HOLD_ALREADY_BORROWED', 'The member has this title on loan');
    case 'HOLD_LIMIT_REACHED':
      throw appError('HOLD_LIMIT_REACHED', 'No more holds', {
        params: { maxHolds: result.maxHolds },
      });
  }
}

/** The cancelled hold, or the app error that says why nothing changed. */
export function cancelledHold(result: CancelHoldOutcome) {
  switch (result.outcome) {
    case 'cancelled':
      return result.hold;
    case 'missing':
      throw appError('NOT_FOUND', 'No such hold');
    case 'closed':
      throw appError('HOLD_CLOSED', `The hold is ${result.status}`);
  }
}
