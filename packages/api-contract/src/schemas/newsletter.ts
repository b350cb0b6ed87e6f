import { z } from 'zod';
import { pageFields } from './paging';
import { optionalText, requiredText } from './text';

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

export const NEWSLETTER_LANGUAGES = ['en', 'si', 'ta'] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];
export const newsletterLanguageSchema = z.enum(NEWSLETTER_LANGUAGES);

/**
 * Signing up: the address and the language of the site it was made from (absent: the
 * request's language), in which every e-mail to it is written.
 */
export const subscribeNewsletterInput = z.object({
  email: newsletterEmail,
  language: newsletterLanguageSchema.optional(),
});
export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterInput>;

/** What `newsletter.subscribe` answers. */
export interface SubscribeAnswer {
  subscribed: true;
  /** The address was known before (never a second row). */
  alreadySubscribed: boolean;
  /** A confirmation e-mail went out now (not for a confirmed address, nor again within minutes). */
  confirmationSent: boolean;
}

/** The id and signed token an e-mailed link carries (`?s=…&t=…`). */
export const newsletterLinkInput = z.object({
  s: z.coerce.number().int().positive().max(2_147_483_647),
  t: z.string().min(3).max(200),
});
export type NewsletterLinkInput = z.input<typeof newsletterLinkInput>;

export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;

export const listSubscribersInput = z.object({
  status: z.enum([...SUBSCRIBER_STATUSES, 'all']).default('all'),
  q: optionalText(254, 'Search'),
  ...pageFields(50, 500),
});
export type ListSubscribersInput = z.input<typeof listSubscribersInput>;

export const listIssuesInput = z.object(pageFields(20, 100)).optional();

const issueText = z.object({
  subject: requiredText(200, 'Subject'),
  body: requiredText(50_000, 'Text'),
});

/** An issue's versions: at least one language, each with a subject and a text. */
export const issueContentSchema = z
  .object({ en: issueText.optional(), si: issueText.optional(), ta: issueText.optional() })
  .refine((content) => Object.values(content).some(Boolean), {
    message: 'Write the issue in at least one language',
    params: { field: 'issueLanguage' },
  });

export const saveIssueInput = z.object({
  /** Absent: a new draft. */
  id: z.number().int().positive().optional(),
  content: issueContentSchema,
});
export type SaveIssueInput = z.input<typeof saveIssueInput>;

export const issueIdInput = z.object({ id: z.number().int().positive() });

export const previewIssueInput = z.object({
  id: z.number().int().positive(),
  language: newsletterLanguageSchema,
});
