import type {
  DueSlipOutcome,
  MemberCategoryDeleteOutcome,
  MemberCategoryOutcome,
  MemberUpdateOutcome,
} from '@app/db';
import { appError } from '../errors';
import { parseMemberNumber } from './number';

/**
 * A member number as typed or scanned, checked; app errors say what is wrong with it. (Not in
 * `number.ts`, which the browser loads: app errors are the server's.)
 */
export function checkedMemberNumber(text: string): string {
  const memberNumber = parseMemberNumber(text);
  if (!memberNumber) {
    throw appError('MEMBER_NUMBER_INVALID', 'Not a member number', {
      params: { memberNumber: text.trim() },
    });
  }
  return memberNumber;
}

/** The member an edit left, or the app error that says why it was refused. */
export function editedMember(result: MemberUpdateOutcome) {
  switch (result.outcome) {
    case 'updated':
      return result.member;
    case 'missing':
      throw appError('MEMBER_NOT_FOUND', 'No such member');
    case 'unreachable':
      throw appError('MEMBER_UNREACHABLE', 'Neither phone nor e-mail would be left');
    case 'account-needs-email':
      throw appError('MEMBER_NEEDS_EMAIL', 'The member signs in with their e-mail');
    case 'email-taken':
      throw appError('EMAIL_TAKEN', 'Another account signs in with that e-mail');
  }
}

/** The category a change left, or the app error that says why it was refused. */
export function savedCategory(result: MemberCategoryOutcome, id: string) {
  switch (result.outcome) {
    case 'saved':
      return result.category;
    case 'missing':
      throw appError('NOT_FOUND', `No member category ${id}`);
    case 'taken':
      throw appError('CATEGORY_TAKEN', `A category is called ${id} already`, { params: { id } });
  }
}

/** The deleted category's id, or the app error that says why it stays. */
export function deletedCategory(result: MemberCategoryDeleteOutcome, id: string) {
  switch (result.outcome) {
    case 'deleted':
      return { id };
    case 'missing':
      throw appError('NOT_FOUND', `No member category ${id}`);
    case 'in-use':
      throw appError('CATEGORY_IN_USE', 'Members are in this category', {
        params: { count: result.members },
      });
    case 'default':
      throw appError('CATEGORY_IS_DEFAULT', 'New members are put in this category');
  }
}

/** The due slip queued for a member, or the app error that says why none can be e-mailed. */
export function queuedDueSlip(result: DueSlipOutcome) {
  switch (result.outcome) {
    case 'queued':
      return result;
    case 'missing':
      throw appError('MEMBER_NOT_FOUND', 'No such member');
    case 'no-address':
      throw appError('MEMBER_HAS_NO_EMAIL', 'The member has no e-mail address');
    case 'opted-out':
      throw appError('MEMBER_EMAIL_OFF', 'The member turned e-mail off');
    case 'no-loans':
      throw appError('MEMBER_HAS_NO_LOANS', 'The member has nothing on loan');
  }
}
