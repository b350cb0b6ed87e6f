import {
  claimConfirmationEmail,
  findSubscriberById,
  newsletterLinkKey,
  releaseConfirmationClaim,
  type Db,
  type Subscriber,
} from '@app/db';
import { appError } from '../errors';
import type { Context } from '../trpc';
import { newsletterLinks, signLink, verifyLink } from './links';
import { confirmationMail } from './mail';

/**
 * Sends a subscriber the link to confirm, unless one went out minutes ago. Without mail
 * configured (or when the server refuses it) nothing is lost: the sign-up stays, marked as not
 * yet sent, and staff can send it later. Resolves whether it went out.
 */
export async function sendConfirmation(ctx: Context, subscriber: Subscriber): Promise<boolean> {
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
export async function linkedSubscriber(
  db: Db,
  input: { s: number; t: string },
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
): Promise<Subscriber> {
  const subscriber = await findSubscriberById(db, input.s);
  const key = await newsletterLinkKey(db);
  if (!subscriber || !verifyLink(key, purpose, subscriber, input.t, now)) {
    throw appError('NEWSLETTER_LINK_INVALID', `Bad ${purpose} link`);
  }
  return subscriber;
}

/** An address shown back on a page reached by a link: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
}
