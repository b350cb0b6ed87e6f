import {
  confirmNewsletterSubscription,
  findNewsletterIssue,
  insertNewsletterIssue,
  listNewsletterIssues,
  listSubscribers,
  listUnsentConfirmations,
  newsletterCounts,
  startNewsletterIssueSend,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  updateNewsletterIssueDraft,
  type Db,
} from '@app/db';
import { audited } from '../audit';
import { appError } from '../errors';
import { toCsvFile } from '../csv';
import { issueAudit } from '../newsletter/audit';
import { issueLanguageFor } from '../newsletter/mail';
import { staffMail } from '../newsletter/staff-mail';
import { linkedSubscriber, maskEmail, sendConfirmation } from '../newsletter/subscribers';
import {
  issueIdInput,
  listIssuesInput,
  listSubscribersInput,
  newsletterLinkInput,
  previewIssueInput,
  saveIssueInput,
  subscribeNewsletterInput,
  type NewsletterLanguage,
  type SubscribeAnswer,
  confirmedOutput,
  exportSubscribersInput,
  issueOutput,
  issuePageOutput,
  issuePreviewOutput,
  newsletterStatusOutput,
  savedIssueOutput,
  sentConfirmationsOutput,
  subscribeOutput,
  subscriberPageOutput,
  testSentOutput,
  unsubscribedOutput,
} from '../schemas/newsletter';
import { toPage } from '../schemas/paging';
import { limited, publicProcedure, router, staffProcedure } from '../trpc';
import { textFileOutput, noInput } from '../schemas/shapes';

/** Confirmation e-mails sent per click of "send the waiting confirmations". */
const CONFIRMATION_BATCH = 200;

async function issueOrThrow(db: Db, id: number) {
  const issue = await findNewsletterIssue(db, id);
  if (!issue) throw appError('NOT_FOUND', 'No such issue');
  return issue;
}

/** Sign-up with confirmation, one-click leaving, and the staff's list, issues and sending. */
export const newsletterRouter = router({
  /**
   * Signs an address up and e-mails it a link to confirm (double opt-in): only a confirmed
   * address counts and receives. Signing up again is a success that says so, never a second row.
   */
  subscribe: publicProcedure
    .input(subscribeNewsletterInput)
    .output(subscribeOutput)
    .use(limited('newsletter'))
    .mutation(async ({ ctx, input }) => {
      const { subscriber } = await subscribeToNewsletter(
        ctx.db,
        input.email,
        input.language ?? ctx.language,
      );
      // Whether the address was known, confirmed, or its e-mail refused stays here: the answer
      // is the same for everyone (a refused confirmation waits for staff to send it again).
      if (!subscriber.confirmedAt) await sendConfirmation(ctx, subscriber);
      const answer: SubscribeAnswer = {
        subscribed: true,
        confirmByMail: ctx.services.mailer.configured,
      };
      return answer;
    }),

  /** The link in the confirmation e-mail: the address now receives the newsletter. */
  confirm: publicProcedure
    .input(newsletterLinkInput)
    .output(confirmedOutput)
    .mutation(async ({ ctx, input }) => {
      const subscriber = await linkedSubscriber(ctx.db, input, 'confirm', ctx.now());
      const confirmed = await confirmNewsletterSubscription(
        ctx.db,
        subscriber.id,
        subscriber.email,
        ctx.now(),
      );
      if (!confirmed) throw appError('NEWSLETTER_LINK_INVALID', 'Left before confirming');
      return { email: maskEmail(confirmed.email), language: confirmed.language };
    }),

  /** The unsubscribe link (page and RFC 8058 one-click): nothing more is sent to the address. */
  unsubscribe: publicProcedure
    .input(newsletterLinkInput)
    .output(unsubscribedOutput)
    .mutation(async ({ ctx, input }) => {
      const subscriber = await linkedSubscriber(ctx.db, input, 'unsubscribe', ctx.now());
      await unsubscribeFromNewsletter(ctx.db, subscriber.id, subscriber.email, ctx.now());
      return { email: maskEmail(subscriber.email), unsubscribed: true as const };
    }),

  /** Staff: whether mail can be sent, and how many subscribers are in each state. */
  status: staffProcedure
    .input(noInput)
    .output(newsletterStatusOutput)
    .query(async ({ ctx }) => ({
      mailConfigured: ctx.services.mailer.configured,
      mailFrom: ctx.services.mailer.from,
      ...(await newsletterCounts(ctx.db)),
    })),

  /** Staff: the subscribers, newest first, by state and part of the address (paged). */
  subscribers: staffProcedure
    .input(listSubscribersInput)
    .output(subscriberPageOutput)
    .query(async ({ ctx, input }) => {
      const { items, total } = await listSubscribers(ctx.db, {
        status: input.status === 'all' ? undefined : input.status,
        q: input.q ?? undefined,
        limit: input.limit,
        offset: input.offset,
      });
      return toPage(items, total, input);
    }),

  /** Staff: the subscribers (as filtered on screen, at most 100,000) as a CSV file. */
  exportSubscribers: staffProcedure
    .input(exportSubscribersInput)
    .output(textFileOutput)
    .query(async ({ ctx, input }) => {
      const { items } = await listSubscribers(ctx.db, {
        status: input.status === 'all' ? undefined : input.status,
        q: input.q ?? undefined,
        limit: 100_000,
        offset: 0,
      });
      const rows = items.map((s) => ({
        email: s.email,
        language: s.language,
        state: s.unsubscribedAt ? 'unsubscribed' : s.confirmedAt ? 'confirmed' : 'pending',
        subscribedAt: s.subscribedAt,
        confirmedAt: s.confirmedAt,
        unsubscribedAt: s.unsubscribedAt,
      }));
      return {
        filename: `newsletter-subscribers-${ctx.now().toISOString().slice(0, 10)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsvFile(
          ['email', 'language', 'state', 'subscribedAt', 'confirmedAt', 'unsubscribedAt'],
          rows,
        ),
      };
    }),

  /** Staff: sends the confirmation e-mails that could not go out when people signed up. */
  sendWaitingConfirmations: staffProcedure
    .input(noInput)
    .output(sentConfirmationsOutput)
    .mutation(async ({ ctx }) => {
      if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
      let sent = 0;
      for (const subscriber of await listUnsentConfirmations(ctx.db, CONFIRMATION_BATCH)) {
        if (await sendConfirmation(ctx, subscriber)) sent += 1;
      }
      return { sent };
    }),

  /** Staff: the issues, newest first, with how far each one's sending has got (paged). */
  issues: staffProcedure
    .input(listIssuesInput)
    .output(issuePageOutput)
    .query(async ({ ctx, input }) => {
      const page = { limit: input?.limit ?? 20, offset: input?.offset ?? 0 };
      const { items, total } = await listNewsletterIssues(ctx.db, page);
      return toPage(items, total, page);
    }),

  issueById: staffProcedure
    .input(issueIdInput)
    .output(issueOutput)
    .query(({ ctx, input }) => issueOrThrow(ctx.db, input.id)),

  /** Staff: writes a new draft or rewrites one (an issue being sent or sent is kept as it went). */
  saveIssue: staffProcedure
    .input(saveIssueInput)
    .output(savedIssueOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      return audited({ ...ctx, now: () => now }, async (trx) => {
        if (input.id === undefined) {
          const issue = await insertNewsletterIssue(trx, {
            content: input.content,
            createdBy: ctx.user.id,
            now,
          });
          return { result: issue, audit: issueAudit.written(issue.id, null, input.content) };
        }
        const before = await issueOrThrow(trx, input.id);
        const issue = await updateNewsletterIssueDraft(trx, input.id, input.content, now);
        if (!issue) throw appError('NEWSLETTER_ISSUE_LOCKED', 'Not a draft');
        return {
          result: issue,
          audit: issueAudit.written(issue.id, before.content, input.content),
        };
      });
    }),

  /** Staff: the issue as a subscriber of `language` would receive it. */
  preview: staffProcedure
    .input(previewIssueInput)
    .output(issuePreviewOutput)
    .query(async ({ ctx, input }) => {
      const issue = await issueOrThrow(ctx.db, input.id);
      const language = issueLanguageFor(issue.content, input.language)!;
      const mail = staffMail(ctx, issue, language, false);
      return { language, subject: mail.subject, text: mail.text, html: mail.html };
    }),

  /** Staff: e-mails the issue to the signed-in staff member, once per language it is written in. */
  sendTest: staffProcedure
    .input(issueIdInput)
    .output(testSentOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
      const issue = await issueOrThrow(ctx.db, input.id);
      const languages = (Object.keys(issue.content) as NewsletterLanguage[]).filter(
        (l) => issue.content[l],
      );
      try {
        for (const language of languages) {
          await ctx.services.mailer.send(staffMail(ctx, issue, language, true));
        }
      } catch (error) {
        throw appError('MAIL_SEND_FAILED', 'Test not sent', { cause: error });
      }
      return { to: ctx.user.email, languages };
    }),

  /**
   * Staff: sends the issue to every confirmed subscriber, as a background job whose progress
   * the issue shows; starting twice starts it once.
   */
  send: staffProcedure
    .input(issueIdInput)
    .output(issueOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
      const now = ctx.now();
      const started = await audited({ ...ctx, now: () => now }, async (trx) => {
        await issueOrThrow(trx, input.id);
        const issue = await startNewsletterIssueSend(trx, input.id, now);
        if (!issue) throw appError('NEWSLETTER_ISSUE_LOCKED', 'Already sending or sent');
        return { result: issue, audit: issueAudit.sendStarted(issue) };
      });
      await ctx.services.jobs.enqueue(
        'newsletter.send',
        { issueId: started.id },
        { requestedBy: ctx.user.id, total: started.recipientsTotal, subjectId: String(started.id) },
      );
      return issueOrThrow(ctx.db, started.id);
    }),
});
