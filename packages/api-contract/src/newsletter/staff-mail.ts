import type { NewsletterIssueContent, NewsletterLanguage } from '@app/db';
import type { Context } from '../trpc';
import { issueMail } from './mail';

/** One language's version of an issue as staff preview or test it (its links lead nowhere real). */
export function staffMail(
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
