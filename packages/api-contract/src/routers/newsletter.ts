import {
  claimConfirmationEmail,
  confirmNewsletterSubscription,
  findNewsletterIssue,
  findNewsletterSubscriberById,
  insertNewsletterIssue,
  listNewsletterIssues,
  listNewsletterSubscribers,
  listUnsentConfirmations,
  newsletterCounts,
  newsletterLinkKey,
  recordAudit,
  releaseConfirmationClaim,
  startNewsletterIssueSend,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  updateNewsletterIssueDraft,
  type Db,
  type Newsletter,
  type NewsletterIssueContent,
} from '@app/db';
import { appError } from '../errors';
import { toCsvFile } from '../csv';
import { newsletterLinks, signLink, verifyLink } from '../newsletter/links';
import { confirmationMail, issueLanguageFor, issueMail } from '../newsletter/mail';
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
} from '../schemas/newsletter';
import { toPage } from '../schemas/paging';
import { limited, publicProcedure, router, staffProcedure, type Context } from '../trpc';

/** Confirmation e-mails sent per click of "send the waiting confirmations". */
const CONFIRMATION_BATCH = 200;

/**
 * Sends a subscriber the link to confirm, unless one went out minutes ago. Without mail
 * configured (or when the server refuses it) nothing is lost: the sign-up stays, marked as not
 * yet sent, and staff can send it later. Resolves whether it went out.
 */
async function sendConfirmation(ctx: Context, subscriber: Newsletter): Promise<boolean> {
  if (!ctx.services.mailer.configured) return false;
  const now = ctx.now();
  if (!(await claimConfirmationEmail(ctx.db, subscriber.id, now))) return false;
  const key = await newsletterLinkKey(ctx.db);
  const origin = new URL(ctx.services.publicOrigin).origin;
  const links = newsletterLinks(origin, subscriber.id, {
    confirm: signLink(key, 'confirm', subscriber, now),
    unsubscribe: signLink(key, 'unsubscribe', subscriber, now),
  });
  try {
    await ctx.services.mailer.send(
      confirmationMail({
        to: subscriber.email,
        language: subscriber.language,
        confirmUrl: links.confirm!,
      }),
    );
    return true;
  } catch {
    await releaseConfirmationClaim(ctx.db, subscriber.id, now);
    return false;
  }
}

/** The subscriber an e-mailed link names, when its signature holds; else the link is refused. */
async function linkedSubscriber(
  db: Db,
  input: { s: number; t: string },
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
): Promise<Newsletter> {
  const subscriber = await findNewsletterSubscriberById(db, input.s);
  const key = await newsletterLinkKey(db);
  if (!subscriber || !verifyLink(key, purpose, subscriber, input.t, now)) {
    throw appError('NEWSLETTER_LINK_INVALID', `Bad ${purpose} link`);
  }
  return subscriber;
}

/** An address shown back on a page reached by a link: enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
}

/** One language's version of an issue as staff preview or test it (its links lead nowhere real). */
function staffCopy(
  ctx: Context & { user: { email: string } },
  issue: { content: NewsletterIssueContent },
  language: NewsletterLanguage,
  test: boolean,
) {
  const version = issue.content[language]!;
  const origin = new URL(ctx.services.publicOrigin).origin;
  return issueMail({
    to: ctx.user.email,
    language,
    subject: version.subject,
    body: version.body,
    origin,
    unsubscribePage: `${origin}/newsletter/unsubscribe`,
    unsubscribeOneClick: `${origin}/api/newsletter/unsubscribe`,
    test,
  });
}

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
  confirm: publicProcedure.input(newsletterLinkInput).mutation(async ({ ctx, input }) => {
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
  unsubscribe: publicProcedure.input(newsletterLinkInput).mutation(async ({ ctx, input }) => {
    const subscriber = await linkedSubscriber(ctx.db, input, 'unsubscribe', ctx.now());
    await unsubscribeFromNewsletter(ctx.db, subscriber.id, subscriber.email, ctx.now());
    return { email: maskEmail(subscriber.email), unsubscribed: true as const };
  }),

  /** Staff: whether mail can be sent, and how many subscribers are in each state. */
  status: staffProcedure.query(async ({ ctx }) => ({
    mailConfigured: ctx.services.mailer.configured,
    mailFrom: ctx.services.mailer.from,
    ...(await newsletterCounts(ctx.db)),
  })),

  /** Staff: the subscribers, newest first, by state and part of the address (paged). */
  subscribers: staffProcedure.input(listSubscribersInput).query(async ({ ctx, input }) => {
    const { items, total } = await listNewsletterSubscribers(ctx.db, {
      status: input.status === 'all' ? undefined : input.status,
      q: input.q ?? undefined,
      limit: input.limit,
      offset: input.offset,
    });
    return toPage(items, total, input);
  }),

  /** Staff: the subscribers (as filtered on screen, at most 100,000) as a CSV file. */
  exportSubscribers: staffProcedure
    .input(listSubscribersInput.pick({ status: true, q: true }))
    .query(async ({ ctx, input }) => {
      const { items } = await listNewsletterSubscribers(ctx.db, {
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
  sendWaitingConfirmations: staffProcedure.mutation(async ({ ctx }) => {
    if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
    let sent = 0;
    for (const subscriber of await listUnsentConfirmations(ctx.db, CONFIRMATION_BATCH)) {
      if (await sendConfirmation(ctx, subscriber)) sent += 1;
    }
    return { sent };
  }),

  /** Staff: the issues, newest first, with how far each one's sending has got (paged). */
  issues: staffProcedure.input(listIssuesInput).query(async ({ ctx, input }) => {
    const page = { limit: input?.limit ?? 20, offset: input?.offset ?? 0 };
    const { items, total } = await listNewsletterIssues(ctx.db, page);
    return toPage(items, total, page);
  }),

  issueById: staffProcedure
    .input(issueIdInput)
    .query(({ ctx, input }) => issueOrThrow(ctx.db, input.id)),

  /** Staff: writes a new draft or rewrites one (an issue being sent or sent is kept as it went). */
  saveIssue: staffProcedure.input(saveIssueInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    return ctx.db.transaction().execute(async (trx) => {
      if (input.id === undefined) {
        const issue = await insertNewsletterIssue(trx, {
          content: input.content,
          createdBy: ctx.user.id,
          now,
        });
        await recordAudit(trx, {
          actor: ctx.user,
          kind: 'newsletter.write',
          entity: 'newsletter_issue',
          entityId: issue.id,
          changes: { content: [null, input.content] },
          at: now,
        });
        return issue;
      }
      const before = await issueOrThrow(trx, input.id);
      const issue = await updateNewsletterIssueDraft(trx, input.id, input.content, now);
      if (!issue) throw appError('NEWSLETTER_ISSUE_LOCKED', 'Not a draft');
      await recordAudit(trx, {
        actor: ctx.user,
        kind: 'newsletter.write',
        entity: 'newsletter_issue',
        entityId: issue.id,
        changes: { content: [before.content, input.content] },
        at: now,
      });
      return issue;
    });
  }),

  /** Staff: the issue as a subscriber of `language` would receive it. */
  preview: staffProcedure.input(previewIssueInput).query(async ({ ctx, input }) => {
    const issue = await issueOrThrow(ctx.db, input.id);
    const language = issueLanguageFor(issue.content, input.language)!;
    const mail = staffCopy(ctx, issue, language, false);
    return { language, subject: mail.subject, text: mail.text, html: mail.html };
  }),

  /** Staff: e-mails the issue to the signed-in staff member, once per language it is written in. */
  sendTest: staffProcedure.input(issueIdInput).mutation(async ({ ctx, input }) => {
    if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
    const issue = await issueOrThrow(ctx.db, input.id);
    const languages = (Object.keys(issue.content) as NewsletterLanguage[]).filter(
      (l) => issue.content[l],
    );
    try {
      for (const language of languages) {
        await ctx.services.mailer.send(staffCopy(ctx, issue, language, true));
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
  send: staffProcedure.input(issueIdInput).mutation(async ({ ctx, input }) => {
    if (!ctx.services.mailer.configured) throw appError('MAIL_NOT_CONFIGURED', 'No SMTP_URL');
    const now = ctx.now();
    const started = await ctx.db.transaction().execute(async (trx) => {
      await issueOrThrow(trx, input.id);
      const issue = await startNewsletterIssueSend(trx, input.id, now);
      if (!issue) throw appError('NEWSLETTER_ISSUE_LOCKED', 'Already sending or sent');
      await recordAudit(trx, {
        actor: ctx.user,
        kind: 'newsletter.send',
        entity: 'newsletter_issue',
        entityId: issue.id,
        changes: { status: ['draft', 'sending'], recipientsTotal: [null, issue.recipientsTotal] },
        at: now,
      });
      return issue;
    });
    await ctx.services.jobs.enqueue(
      'newsletter.send',
      { issueId: started.id },
      { requestedBy: ctx.user.id, total: started.recipientsTotal, subjectId: String(started.id) },
    );
    return issueOrThrow(ctx.db, started.id);
  }),
});
