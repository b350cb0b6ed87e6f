import {
  findMemberByUserId,
  getLoanSettings,
  lendCopy,
  listLoans,
  renewLoan,
  returnCopy,
  updateLoanSettings,
} from '@app/db';
import { actorOf } from '../audit';
import { appError } from '../errors';
import { loanAudit } from '../loans/audit';
import { lentLoan, renewedLoan } from '../loans/refusals';
import { checkedMemberNumber } from '../members/refusals';
import { sendLater } from '../holds/member-message';
import {
  lendCopyInput,
  listLoansInput,
  loanIdInput,
  loanSettingsInput,
  myLoansInput,
  returnCopyInput,
  lentCopyOutput,
  loanOutput,
  loanPageOutput,
  loanSettingsOutput,
  returnedCopyOutput,
} from '../schemas/loans';
import { toPage } from '../schemas/paging';
import { router, signedInProcedure, staffProcedure, superAdminProcedure } from '../trpc';
import { noInput } from '../schemas/shapes';

/** The circulation desk's work: lend, return, renew; the loan lists; the lending rules. */
export const loansRouter = router({
  /** Loans: `overdue` and `active` longest-due first, `returned` latest first. */
  list: staffProcedure
    .input(listLoansInput)
    .output(loanPageOutput)
    .query(async ({ ctx, input }) => {
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
   * `clientId` for another member, copy or desk is refused (CLIENT_ID_TAKEN). A lend sent after
   * it was scanned (`scannedAt`, kept on the device offline) starts and falls due from then.
   */
  lendCopy: staffProcedure
    .input(lendCopyInput)
    .output(lentCopyOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await lendCopy(ctx.db, {
        memberNumber: checkedMemberNumber(input.memberNumber),
        sku: input.sku,
        clientId: input.clientId,
        scannedAt: input.scannedAt,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.lent,
      });
      return lentLoan(result, input.sku);
    }),

  /**
   * Takes a copy back. A copy that is not on loan (returned already) is answered with
   * `returned: false` and left as it is: a second scan of a returned book changes nothing. A
   * repeat of the same `clientId` answers the return already made (`replayed`), even when the
   * copy has been lent again since; the same `clientId` for another copy or desk is refused.
   * A return sent after it was scanned (`scannedAt`) is dated then, and so are its fine and hold.
   */
  returnCopy: staffProcedure
    .input(returnCopyInput)
    .output(returnedCopyOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await returnCopy(ctx.db, {
        sku: input.sku,
        clientId: input.clientId,
        scannedAt: input.scannedAt,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.returned,
      });
      if (result.outcome === 'missing') {
        throw appError('COPY_NOT_FOUND', 'No such copy', { params: { sku: input.sku } });
      }
      if (result.outcome === 'client-id-taken') {
        throw appError('CLIENT_ID_TAKEN', 'The scan id belongs to another return');
      }
      if (result.outcome !== 'returned') {
        const { status, loan } = result;
        return {
          returned: false,
          sku: input.sku,
          copyStatus: status,
          loan,
          heldFor: null,
          fine: null,
          replayed: false,
        };
      }
      const { heldFor, loan, fine, replayed } = result;
      if (heldFor) await sendLater(ctx.services.jobs, [heldFor.messageId]);
      return {
        returned: true,
        sku: input.sku,
        copyStatus: heldFor ? ('ON_HOLD' as const) : ('VERIFIED' as const),
        loan,
        heldFor: heldFor && {
          holdId: heldFor.holdId,
          memberNumber: heldFor.memberNumber,
          memberName: heldFor.memberName,
          pickupBranchId: heldFor.pickupBranchId,
          pickupBranchName: heldFor.pickupBranchName,
          expiresAt: heldFor.expiresAt,
        },
        fine,
        replayed,
      };
    }),

  /** Renews an active loan: due the loan period after today, within the renewal limit. */
  renewLoan: staffProcedure
    .input(loanIdInput)
    .output(loanOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await renewLoan(ctx.db, {
        id: input.id,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.renewed,
      });
      return renewedLoan(result);
    }),

  /**
   * Renews one of the signed-in member's own loans online, by the same rules as the desk: not
   * when someone waits for the title, never without a later due date.
   */
  renewMine: signedInProcedure
    .input(loanIdInput)
    .output(loanOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await renewLoan(ctx.db, {
        id: input.id,
        memberUserId: ctx.user.id,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.renewed,
      });
      return renewedLoan(result);
    }),

  /** A signed-in patron's own loans, current first; nobody else's, whoever asks. */
  mine: signedInProcedure
    .input(myLoansInput)
    .output(loanPageOutput)
    .query(async ({ ctx, input }) => {
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

  settings: staffProcedure
    .input(noInput)
    .output(loanSettingsOutput)
    .query(({ ctx }) => getLoanSettings(ctx.db)),

  updateSettings: superAdminProcedure
    .input(loanSettingsInput)
    .output(loanSettingsOutput)
    .mutation(({ ctx, input }) =>
      updateLoanSettings(ctx.db, input, {
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.settings,
      }),
    ),
});
