import {
  findMemberByUserId,
  getLoanSettings,
  lendCopy,
  listLoans,
  renewLoan,
  returnCopy,
  updateLoanSettings,
} from '@app/db';
import { appError } from '../errors';
import {
  lendCopyInput,
  listLoansInput,
  loanIdInput,
  loanSettingsInput,
  myLoansInput,
  returnCopyInput,
} from '../schemas/loans';
import { toPage } from '../schemas/paging';
import { router, signedInProcedure, staffProcedure, superAdminProcedure } from '../trpc';
import { actorOf, checkedMemberNumber } from './members';

/** The circulation desk's work: lend, return, renew; the loan lists; the lending rules. */
export const loansRouter = router({
  /** Loans: `overdue` and `active` longest-due first, `returned` latest first. */
  list: staffProcedure.input(listLoansInput).query(async ({ ctx, input }) => {
    const { items, total } = await listLoans(ctx.db, {
      view: input.status,
      memberId: input.memberId,
      limit: input.limit,
      offset: input.offset,
      now: ctx.now(),
    });
    return toPage(items, total, input);
  }),

  /**
   * Lends a copy (its SKU, or its label's QR code) to a member. Refusals say why: the member
   * is unknown or suspended, the copy is unknown, on loan, archived or awaiting review. A
   * repeat of the same `clientId` answers the loan already made (`replayed`); the same
   * `clientId` for another member, copy or desk is refused (CLIENT_ID_TAKEN).
   */
  lendCopy: staffProcedure.input(lendCopyInput).mutation(async ({ ctx, input }) => {
    const result = await lendCopy(ctx.db, {
      memberNumber: checkedMemberNumber(input.memberNumber),
      sku: input.sku,
      clientId: input.clientId,
      actor: actorOf(ctx.user),
      now: ctx.now(),
    });
    if (result.outcome !== 'refused') {
      return { ...result.loan, replayed: result.outcome === 'replayed' };
    }
    switch (result.reason) {
      case 'MEMBER_NOT_FOUND':
        throw appError('MEMBER_NOT_FOUND', 'No such member');
      case 'MEMBER_SUSPENDED':
        throw appError('MEMBER_SUSPENDED', 'The member is suspended');
      case 'COPY_NOT_FOUND':
        throw appError('COPY_NOT_FOUND', 'No such copy', { params: { sku: input.sku } });
      case 'COPY_NOT_AVAILABLE':
        // `context` picks the message for the copy's state (errors.json: COPY_NOT_AVAILABLE_…).
        throw appError('COPY_NOT_AVAILABLE', `The copy is ${result.status}`, {
          params: { sku: input.sku, status: result.status, context: result.status },
        });
      case 'CLIENT_ID_TAKEN':
        throw appError('CLIENT_ID_TAKEN', 'The scan id belongs to another loan');
    }
  }),

  /**
   * Takes a copy back. A copy that is not on loan (returned already) is answered with
   * `returned: false` and left as it is: a second scan of a returned book changes nothing.
   */
  returnCopy: staffProcedure.input(returnCopyInput).mutation(async ({ ctx, input }) => {
    const result = await returnCopy(ctx.db, {
      sku: input.sku,
      actor: actorOf(ctx.user),
      now: ctx.now(),
    });
    if (result.outcome === 'missing') {
      throw appError('COPY_NOT_FOUND', 'No such copy', { params: { sku: input.sku } });
    }
    return result.outcome === 'returned'
      ? { returned: true, sku: input.sku, copyStatus: 'VERIFIED' as const, loan: result.loan }
      : { returned: false, sku: input.sku, copyStatus: result.status, loan: result.loan };
  }),

  /** Renews an active loan: due the loan period after today, within the renewal limit. */
  renewLoan: staffProcedure.input(loanIdInput).mutation(async ({ ctx, input }) => {
    const result = await renewLoan(ctx.db, {
      id: input.id,
      actor: actorOf(ctx.user),
      now: ctx.now(),
    });
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
    }
  }),

  /** A signed-in patron's own loans, current first; nobody else's, whoever asks. */
  mine: signedInProcedure.input(myLoansInput).query(async ({ ctx, input }) => {
    const paging = { limit: input?.limit ?? 50, offset: input?.offset ?? 0 };
    const member = await findMemberByUserId(ctx.db, ctx.user.id);
    if (!member) return toPage([], 0, paging);
    const { items, total } = await listLoans(ctx.db, {
      view: input?.status,
      memberId: member.id,
      ...paging,
      now: ctx.now(),
    });
    return toPage(items, total, paging);
  }),

  settings: staffProcedure.query(({ ctx }) => getLoanSettings(ctx.db)),

  updateSettings: superAdminProcedure
    .input(loanSettingsInput)
    .mutation(({ ctx, input }) =>
      updateLoanSettings(ctx.db, input, { actor: actorOf(ctx.user), now: ctx.now() }),
    ),
});
