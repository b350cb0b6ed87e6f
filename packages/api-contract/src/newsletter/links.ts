import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The newsletter's e-mailed links, signed (HMAC-SHA-256 with the key the database keeps), so
 * only the owner of the mailbox can confirm a sign-up or leave: an id alone proves nothing.
 * A confirmation link expires; an unsubscribe link works for as long as the e-mail is kept.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

function mac(key: string, purpose: LinkPurpose, id: number, email: string, issued: string) {
  return createHmac('sha256', key)
    .update(`${purpose}\n${id}\n${email}\n${issued}`)
    .digest('base64url');
}

/** The token a link carries: `<issued, base 36 seconds>.<signature>` (no expiry for unsubscribe). */
export function signLink(
  key: string,
  purpose: LinkPurpose,
  subscriber: { id: number; email: string },
  now: Date,
): string {
  const issued = purpose === 'confirm' ? Math.floor(now.getTime() / 1000).toString(36) : '0';
  return `${issued}.${mac(key, purpose, subscriber.id, subscriber.email, issued)}`;
}

/** Whether `token` was signed for this subscriber and purpose, and (confirmations) is not stale. */
export function verifyLink(
  key: string,
  purpose: LinkPurpose,
  subscriber: { id: number; email: string },
  token: string,
  now: Date,
): boolean {
  const [issued, signature, ...rest] = token.split('.');
  if (!issued || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issued)) return false;
  const expected = Buffer.from(mac(key, purpose, subscriber.id, subscriber.email, issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (purpose === 'unsubscribe') return issued === '0';
  const age = now.getTime() / 1000 - parseInt(issued, 36);
  return age >= -300 && age <= CONFIRM_LINK_DAYS * 86_400;
}

/** The addresses the e-mails link to, on the site's public origin. */
export function newsletterLinks(
  origin: string,
  id: number,
  tokens: { confirm?: string; unsubscribe: string },
) {
  const query = (token: string) => `s=${id}&t=${encodeURIComponent(token)}`;
  return {
    confirm: tokens.confirm ? `${origin}/newsletter/confirm?${query(tokens.confirm)}` : null,
    unsubscribePage: `${origin}/newsletter/unsubscribe?${query(tokens.unsubscribe)}`,
    /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
    unsubscribeOneClick: `${origin}/api/newsletter/unsubscribe?${query(tokens.unsubscribe)}`,
  };
}
