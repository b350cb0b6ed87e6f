import { randomBytes, randomUUID } from 'node:crypto';
import {
  createMember,
  createMemberPasswordLink,
  findMemberById,
  findMemberByNumber,
  findMemberByUserId,
  listMembers,
  updateMember,
  listMemberCategories,
  queueDueSlip,
  type Db,
} from '@app/db';
import { actorOf } from '../audit';
import { isKnownBranch } from '../branches/known';
import { appError } from '../errors';
import { qrSvg } from '../inventory/qr';
import { code128Svg } from '../inventory/barcode';
import { memberAudit } from '../members/audit';
import { formatMemberNumber } from '../members/number';
import { PASSWORD_LINK_HOURS, passwordLinkId, passwordLinkUrl } from '../members/password-link';
import { sendLater } from '../holds/member-message';
import { checkedMemberNumber, editedMember, queuedDueSlip } from '../members/refusals';
import {
  createMemberInput,
  dueSlipInput,
  dueSlipOutput,
  listMembersInput,
  memberCardsInput,
  memberIdInput,
  memberNumberInput,
  updateMemberInput,
  myPreferencesInput,
  memberCardsOutput,
  memberOutput,
  memberPageOutput,
  memberPasswordLinkOutput,
  myMembershipOutput,
} from '../schemas/members';
import { toPage } from '../schemas/paging';
import { router, signedInProcedure, staffProcedure } from '../trpc';
import { noInput } from '../schemas/shapes';

async function assertBranch(db: Db, branchId: string | undefined) {
  if (branchId === undefined) return;
  if (!(await isKnownBranch(db, branchId))) {
    throw appError('BRANCH_NOT_FOUND', `No branch ${branchId}`);
  }
}

async function assertCategory(db: Db, categoryId: string | undefined) {
  if (categoryId === undefined) return;
  const known = await listMemberCategories(db);
  if (!known.some((category) => category.id === categoryId)) {
    throw appError('CATEGORY_NOT_FOUND', `No member category ${categoryId}`);
  }
}

/** The library's members: registered at a desk, found by name or number, suspended, given a sign-in. */
export const membersRouter = router({
  list: staffProcedure
    .input(listMembersInput)
    .output(memberPageOutput)
    .query(async ({ ctx, input }) => {
      const { items, total } = await listMembers(ctx.db, input);
      return toPage(items, total, input);
    }),

  byId: staffProcedure
    .input(memberIdInput)
    .output(memberOutput)
    .query(async ({ ctx, input }) => {
      const member = await findMemberById(ctx.db, input.id);
      if (!member) throw appError('MEMBER_NOT_FOUND', 'No such member');
      return member;
    }),

  /** The desk: the member a card or a typed number names. */
  byNumber: staffProcedure
    .input(memberNumberInput)
    .output(memberOutput)
    .query(async ({ ctx, input }) => {
      const member = await findMemberByNumber(ctx.db, checkedMemberNumber(input.memberNumber));
      if (!member) throw appError('MEMBER_NOT_FOUND', 'No such member');
      return member;
    }),

  create: staffProcedure
    .input(createMemberInput)
    .output(memberOutput)
    .mutation(async ({ ctx, input }) => {
      await assertBranch(ctx.db, input.branchId);
      await assertCategory(ctx.db, input.categoryId);
      return createMember(
        ctx.db,
        {
          fullName: input.fullName,
          phone: input.phone ?? null,
          email: input.email ?? null,
          branchId: input.branchId,
          ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        },
        {
          numberFor: formatMemberNumber,
          actor: actorOf(ctx.user),
          now: ctx.now(),
          audit: memberAudit.created,
        },
      );
    }),

  /** Edits the fields sent; `status` suspends or re-activates. */
  update: staffProcedure
    .input(updateMemberInput)
    .output(memberOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      await assertBranch(ctx.db, changes.branchId);
      await assertCategory(ctx.db, changes.categoryId);
      return editedMember(
        await updateMember(ctx.db, id, changes, {
          actor: actorOf(ctx.user),
          now: ctx.now(),
          audit: memberAudit.edited,
        }),
      );
    }),

  /**
   * What a sheet of member cards prints: name, number, home branch, and the number as a QR code
   * and a Code 128 barcode.
   */
  cards: staffProcedure
    .input(memberCardsInput)
    .output(memberCardsOutput)
    .query(async ({ ctx, input }) => {
      const members = await Promise.all(input.ids.map((id) => findMemberById(ctx.db, id)));
      return Promise.all(
        members
          .filter((member) => member !== undefined)
          .map(async (member) => ({
            id: member.id,
            memberNumber: member.memberNumber,
            fullName: member.fullName,
            branchName: member.branchName,
            status: member.status,
            qrCodeSvg: await qrSvg(member.memberNumber),
            barcodeSvg: code128Svg(member.memberNumber),
          })),
      );
    }),

  /**
   * Gives a member a sign-in: their patron account (made with their e-mail if they have none)
   * and a one-time link to choose a password, which staff hand over or send. A new link
   * replaces an unused earlier one.
   */
  createPasswordLink: staffProcedure
    .input(memberIdInput)
    .output(memberPasswordLinkOutput)
    .mutation(async ({ ctx, input }) => {
      const token = randomBytes(24).toString('base64url');
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS * 60 * 60 * 1000);
      const result = await createMemberPasswordLink(ctx.db, input.id, {
        tokenHash: passwordLinkId(token),
        expiresAt,
        // Not a hash any password matches: nobody signs in before the member chooses one.
        unusablePasswordHash: `!unset:${randomBytes(12).toString('hex')}`,
        actor: actorOf(ctx.user),
        now,
        audit: memberAudit.signIn,
      });
      if (result.outcome === 'missing') throw appError('MEMBER_NOT_FOUND', 'No such member');
      if (result.outcome === 'no-email') throw appError('MEMBER_NEEDS_EMAIL', 'No e-mail');
      if (result.outcome === 'email-taken') {
        throw appError('EMAIL_TAKEN', 'Another account signs in with that e-mail');
      }
      const url = passwordLinkUrl(ctx.services.publicOrigin, token);
      // The QR code lets the member open the link on their own phone at the desk.
      return { url, email: result.email, expiresAt, qrCodeSvg: await qrSvg(url) };
    }),

  /**
   * E-mails a member their due slip: every loan they have out and when each is due, in the
   * language they chose for messages. Refused when this server sends no mail, and when the
   * member has no e-mail address, turned e-mail off or has nothing on loan. Sent by the
   * member-message job, once per `requestId`.
   */
  sendDueSlip: staffProcedure
    .input(dueSlipInput)
    .output(dueSlipOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.services.mailer.configured) {
        throw appError('MAIL_NOT_CONFIGURED', 'This server sends no e-mail');
      }
      const result = await queueDueSlip(ctx.db, {
        memberId: input.id,
        requestId: input.requestId ?? randomUUID(),
        now: ctx.now(),
      });
      const { messageId, email } = queuedDueSlip(result);
      await sendLater(ctx.services.jobs, [messageId]);
      return { queued: true as const, email };
    }),

  /** The signed-in patron's own membership (`member: null` for an account that is no member). */
  mine: signedInProcedure
    .input(noInput)
    .output(myMembershipOutput)
    .query(async ({ ctx }) => {
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      if (!member) return { member: null };
      return {
        member: {
          id: member.id,
          memberNumber: member.memberNumber,
          fullName: member.fullName,
          branchName: member.branchName,
          status: member.status,
          qrCodeSvg: await qrSvg(member.memberNumber),
          barcodeSvg: code128Svg(member.memberNumber),
          email: member.email,
          messageLanguage: member.messageLanguage,
          emailMessages: member.emailMessages,
        },
      };
    }),

  /**
   * The signed-in member sets their contact preferences: the language of the library's
   * messages, and e-mail on or off. Audited like a desk's edit, under the member's account.
   */
  updateMyPreferences: signedInProcedure
    .input(myPreferencesInput)
    .output(myMembershipOutput)
    .mutation(async ({ ctx, input }) => {
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      if (!member) throw appError('NOT_A_MEMBER', 'The account is not a member’s');
      const result = await updateMember(ctx.db, member.id, input, {
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: memberAudit.edited,
      });
      const updated = editedMember(result);
      return {
        member: {
          id: updated.id,
          memberNumber: updated.memberNumber,
          fullName: updated.fullName,
          branchName: updated.branchName,
          status: updated.status,
          qrCodeSvg: await qrSvg(updated.memberNumber),
          barcodeSvg: code128Svg(updated.memberNumber),
          email: updated.email,
          messageLanguage: updated.messageLanguage,
          emailMessages: updated.emailMessages,
        },
      };
    }),
});
