import { superAdminEmails, tellWebhookPaused, type RowlessJob } from '@app/db';
import type { Language } from '@app/i18n';
import type { JobDeps } from '../jobs/deps';
import { mailButton, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { MailMessage } from '../services';

/** The library's languages in the order its notices print them. */
const NOTICE_ORDER: readonly Language[] = ['en', 'ta', 'si'];

/**
 * The e-mail that tells a super admin an endpoint was paused: in English, Tamil and Sinhala,
 * one under the other, as the library's notices are (staff accounts keep no language).
 */
export function webhookPausedMail(to: string, url: string, origin: string): MailMessage {
  const screen = `${origin}/admin/webhooks`;
  const texts = NOTICE_ORDER.map((language) => {
    const t = mailTranslator(language, 'webhooks');
    return {
      language,
      subject: t('mail.subject'),
      lines: [t('mail.text', { url }), t('mail.how')],
    };
  });
  const html = texts
    .map(
      ({ language, lines }) =>
        `<div lang="${language}">${lines.map((line) => mailParagraph(line)).join('')}</div>`,
    )
    .join('<hr>');
  const subject = texts.map((text) => text.subject).join(' · ');
  return {
    to,
    subject,
    text: [...texts.flatMap((text) => [...text.lines, '']), screen].join('\n'),
    html: mailPage('en', subject, `${html}\n${mailButton(screen, screen)}`),
  };
}

/**
 * Tells every active super admin, once, that an endpoint was paused (`tellWebhookPaused` marks
 * it told in the transaction that sends). Queued in the transaction that paused it, so a pause
 * is always told. Without mail set up nothing is sent: the screen's notice tells them. A
 * refused e-mail fails the attempt; the retry finds it untold.
 */
export async function webhookPausedJob(deps: JobDeps, job: RowlessJob<'webhooks.paused'>) {
  const { db, services, now } = deps;
  await tellWebhookPaused(db, job.payload.endpointId, now(), async (endpoint) => {
    if (!services.mailer.configured) return;
    const origin = new URL(services.publicOrigin).origin;
    for (const to of await superAdminEmails(db)) {
      await services.mailer.send(webhookPausedMail(to, endpoint.url, origin));
    }
  });
}
