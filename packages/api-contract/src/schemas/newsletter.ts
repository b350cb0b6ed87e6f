import { z } from 'zod';

/** RFC 5321's limit for a whole address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A newsletter address as stored: trimmed and lower-cased as a whole. The local part is
 * lower-cased too: RFC 5321 lets a mail server treat it case-sensitively, but no mainstream
 * provider does, and one person typing `Ravi@` and `ravi@` must not become two subscribers.
 * Nothing else is rewritten (no dot or `+tag` removal: that is one provider's convention).
 */
export const newsletterEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email());

export const subscribeNewsletterInput = z.object({ email: newsletterEmail });
export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterInput>;
