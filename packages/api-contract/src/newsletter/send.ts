import {
  claimIssueDelivery,
  findNewsletterIssue,
  finishNewsletterIssue,
  newsletterLinkKey,
  nextIssueRecipients,
  recordIssueDelivery,
  type Db,
} from '@app/db';
import type { Mailer } from '../services';
import { signLink, newsletterLinks } from './links';
import { issueLanguageFor, issueMail } from './mail';

export interface IssueSendDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  now: () => Date;
}

/** Subscribers read per round; progress is visible after each message. */
const BATCH = 50;

/**
 * Sends an issue to every confirmed subscriber it has not reached yet, each in their language:
 * the job behind "send to everyone" (issue 17's job runner calls exactly this). Each message is
 * claimed in the database before it goes out, so it reaches a subscriber at most once even when
 * the job is run again after a restart or twice at the same time; someone who unsubscribes
 * while it runs is not sent it. A message the mail server refuses is recorded as failed and the
 * rest go on. Without mail configured nothing is claimed, and the issue waits.
 */
export async function runNewsletterIssueSend(deps: IssueSendDeps, issueId: number): Promise<void> {
  const { db, mailer } = deps;
  if (!mailer.configured) return;
  const issue = await findNewsletterIssue(db, issueId);
  if (!issue || issue.status !== 'sending' || !issueLanguageFor(issue.content, 'en')) return;
  const key = await newsletterLinkKey(db);
  const origin = new URL(deps.publicOrigin).origin;
  for (;;) {
    const recipients = await nextIssueRecipients(db, issueId, BATCH);
    if (recipients.length === 0) break;
    for (const recipient of recipients) {
      const language = issueLanguageFor(issue.content, recipient.language)!;
      const claimed = await claimIssueDelivery(db, {
        issueId,
        subscriberId: recipient.id,
        language,
        now: deps.now(),
      });
      if (!claimed) continue;
      const links = newsletterLinks(origin, recipient.id, {
        unsubscribe: signLink(key, 'unsubscribe', recipient, deps.now()),
      });
      const version = issue.content[language]!;
      try {
        await mailer.send(
          issueMail({
            to: recipient.email,
            language,
            subject: version.subject,
            body: version.body,
            origin,
            unsubscribePage: links.unsubscribePage,
            unsubscribeOneClick: links.unsubscribeOneClick,
          }),
        );
        await recordIssueDelivery(db, { issueId, subscriberId: recipient.id, status: 'sent' });
      } catch (error) {
        await recordIssueDelivery(db, {
          issueId,
          subscriberId: recipient.id,
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  await finishNewsletterIssue(db, issueId, deps.now());
}
