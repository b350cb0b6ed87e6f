import { findMemberByUserId, listMemberFines, settleFine } from '@app/db';
import { actorOf } from '../audit';
import { loanAudit } from '../loans/audit';
import { settledFine } from '../loans/refusals';
import {
  fineOutput,
  memberFinesInput,
  memberFinesOutput,
  settleFineInput,
} from '../schemas/loans-fines';
import { noInput } from '../schemas/shapes';
import { router, signedInProcedure, staffProcedure } from '../trpc';

/**
 * Fines for days late (decision 0041): recorded by a late return, shown at the desk and on the
 * member's page, settled there (paid, or waived with a reason) with a receipt in the audit
 * trail; the member sees theirs in My account.
 */
export const loansFinesRouter = router({
  /** A member's fines, unpaid first, and what they owe. */
  memberFines: staffProcedure
    .input(memberFinesInput)
    .output(memberFinesOutput)
    .query(({ ctx, input }) => listMemberFines(ctx.db, input.memberId)),

  /** The signed-in member's own fines (none for an account that is no member). */
  myFines: signedInProcedure
    .input(noInput)
    .output(memberFinesOutput)
    .query(async ({ ctx }) => {
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      if (!member) return { owed: 0, items: [] };
      return listMemberFines(ctx.db, member.id);
    }),

  /**
   * Settles an unpaid fine: paid, or waived with the reason. The audit entry written with it is
   * the receipt. A fine settled already (at another desk a moment ago) is refused, FINE_SETTLED.
   */
  settleFine: staffProcedure
    .input(settleFineInput)
    .output(fineOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await settleFine(ctx.db, {
        id: input.id,
        how: input.how,
        reason: input.reason ?? null,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: loanAudit.fineSettled,
      });
      return settledFine(result);
    }),
});
