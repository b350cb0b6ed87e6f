import { createHash, randomBytes } from 'node:crypto';
import { createPasswordResetLink, finishJob, hitRateLimit, type RunningJob } from '@app/db';
import type { Language } from '@app/i18n';
import type { JobDeps } from '../jobs/deps';
import { mailButton, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { MailMessage } from '../services';
import { passwordLinkId, passwordLinkUrl } from './password-link';

/**
 * How long a link asked for from "Forgot your password?" works: an hour, since anyone could ask
 * for one (a link staff give at the desk works three days, PASSWORD_LINK_HOURS).
 */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * At most this many such e-mails an hour to one address, however many computers ask: nobody
 * can fill a member's mailbox with them.
 */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The e-mail with a link to choose a new password, in the language it was asked for in. */
export function passwordResetMail(input: {
  to: string;
  name: string | null;
  language: Language;
  url: string;
}): MailMessage {
  const t = mailTranslator(input.language, 'auth');
  const subject = t('resetMail.subject');
  const greeting = input.name
    ? t('resetMail.greetingName', { name: input.name })
    : t('resetMail.greeting');
  return {
    to: input.to,
    subject,
    text: [
      greeting,
      '',
      t('resetMail.text'),
      input.url,
      '',
      t('resetMail.expiry'),
      t('resetMail.ignore'),
    ].join('\n'),
    html: mailPage(
      input.language,
      subject,
      [
        mailParagraph(greeting),
        mailParagraph(t('resetMail.text')),
        mailButton(input.url, t('resetMail.button')),
        mailParagraph(t('resetMail.expiry'), true),
        mailParagraph(t('resetMail.ignore'), true),
      ].join('\n'),
    ),
  };
}

/**
 * The job behind "Forgot your password?": when an active account has the address and mail is
 * set up, a one-time link replaces any unused earlier one and is e-mailed (at most
 * PASSWORD_RESET_MAILS_PER_HOUR to one address); otherwise nothing is sent. Queued for every
 * request alike, so neither the answer nor its timing tells who has an account. A refused
 * e-mail fails the attempt, and the retry makes a fresh link. The mail counter is keyed by the
 * address's hash: the counters table keeps no addresses.
 */
export async function passwordResetJob(deps: JobDeps, job: RunningJob<'auth.password-reset'>) {
  const { db, services, now } = deps;
  let sent = false;
  const at = now();
  const { hits } = services.mailer.configured
    ? await hitRateLimit(db, `password-reset-mail:${sha256(job.payload.email)}`, 60 * 60_000, at)
    : { hits: Infinity };
  if (hits <= PASSWORD_RESET_MAILS_PER_HOUR) {
    const token = randomBytes(24).toString('base64url');
    const user = await createPasswordResetLink(db, {
      email: job.payload.email,
      tokenHash: passwordLinkId(token),
      now: at,
      expiresAt: new Date(at.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    if (user) {
      await services.mailer.send(
        passwordResetMail({
          to: user.email,
          name: user.displayName,
          language: job.payload.language,
          url: passwordLinkUrl(services.publicOrigin, token),
        }),
      );
      sent = true;
    }
  }
  await finishJob(db, job.id, { state: 'completed', result: { sent }, now: now() });
}
