import { cancelHold, findMemberByUserId, listHolds, listMemberMessages, placeHold } from '@app/db';
import { isStaffRole } from '@app/db/constants';
import { actorOf } from '../audit';
import { appError } from '../errors';
import { holdAudit } from '../holds/audit';
import { sendLater } from '../holds/member-message';
import { cancelledHold, placedHold } from '../holds/refusals';
import { checkedMemberNumber } from '../members/refusals';
import {
  holdIdInput,
  holdOutput,
  holdPageOutput,
  listHoldsInput,
  memberIdInput,
  memberMessagesOutput,
  myHoldsInput,
  placeHoldInput,
} from '../schemas/holds';
import { toPage } from '../schemas/paging';
import { router, signedInProcedure, staffProcedure } from '../trpc';

/**
 * Holds (decision 0039): a member reserves a title with no copy on the shelf and is told when
 * a returned copy is set aside for them; staff place holds for members and see the queues.
 */
export const holdsRouter = router({
  /**
   * Reserves a title for the signed-in member, or (staff) for the member `memberNumber`, at the
   * end of its queue; answers the hold with its `position`.
   */
  place: signedInProcedure
    .input(placeHoldInput)
    .output(holdOutput)
    .mutation(async ({ ctx, input }) => {
      const byStaff = input.memberNumber !== undefined;
      if (byStaff && !isStaffRole(ctx.user.role)) {
        throw appError('FORBIDDEN', 'Only staff place holds for another member');
      }
      const result = await placeHold(ctx.db, {
        member: byStaff
          ? { memberNumber: checkedMemberNumber(input.memberNumber!) }
          : { userId: ctx.user.id },
        bookId: input.titleId,
        pickupBranchId: input.pickupBranchId,
        language: ctx.language,
        byStaff,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: holdAudit.placed,
      });
      if (result.outcome === 'refused' && result.reason === 'MEMBER_NOT_FOUND' && !byStaff) {
        throw appError('NOT_A_MEMBER', 'The account is not a member’s');
      }
      return placedHold(result);
    }),

  /** The signed-in member's holds: ready ones first, then waiting in queue order. */
  mine: signedInProcedure
    .input(myHoldsInput)
    .output(holdPageOutput)
    .query(async ({ ctx, input }) => {
      const paging = { limit: input?.limit ?? 50, offset: input?.offset ?? 0 };
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      if (!member) return toPage([], 0, paging);
      const { items, total } = await listHolds(ctx.db, {
        memberId: member.id,
        state: input?.state,
        ...paging,
      });
      return toPage(items, total, paging);
    }),

  /** Staff: one member's holds, or every open hold. */
  list: staffProcedure
    .input(listHoldsInput)
    .output(holdPageOutput)
    .query(async ({ ctx, input }) => {
      const { items, total } = await listHolds(ctx.db, input);
      return toPage(items, total, input);
    }),

  /** Staff: the messages the library sent a member (newest first), or why each was not sent. */
  messagesFor: staffProcedure
    .input(memberIdInput)
    .output(memberMessagesOutput)
    .query(({ ctx, input }) => listMemberMessages(ctx.db, input.memberId)),

  /**
   * Cancels an open hold: a member their own, staff anyone's. A copy set aside for it goes to
   * the next member waiting (who is told), or back on the shelf.
   */
  cancel: signedInProcedure
    .input(holdIdInput)
    .output(holdOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await cancelHold(ctx.db, {
        id: input.id,
        memberUserId: isStaffRole(ctx.user.role) ? undefined : ctx.user.id,
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: holdAudit.cancelled,
      });
      if (result.outcome === 'cancelled') {
        await sendLater(ctx.services.jobs, [result.nextReady?.messageId ?? null]);
      }
      return cancelledHold(result);
    }),
});
