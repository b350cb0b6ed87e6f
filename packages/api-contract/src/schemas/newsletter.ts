import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';
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

/**
 * What `newsletter.subscribe` answers: the same for every address, known or not (nothing may
 * tell who subscribes). `confirmByMail`: this site sends e-mail, so an address that still needs
 * confirming is sent a link; false while mail is not set up (the sign-up is kept, its
 * confirmation sent once it is).
 */
export const subscribeOutput = z.object({
  subscribed: z.literal(true),
  confirmByMail: z.boolean(),
});
export type SubscribeAnswer = z.output<typeof subscribeOutput>;

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

/** The subscribers' CSV file: the list's filters, every page. */
export const exportSubscribersInput = listSubscribersInput.pick({ status: true, q: true });

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

/** The link's page after confirming: the address (masked) and the language it receives in. */
export const confirmedOutput = z.object({ email: z.string(), language: newsletterLanguageSchema });

/** After leaving: the address (masked). */
export const unsubscribedOutput = z.object({ email: z.string(), unsubscribed: z.literal(true) });

/** Whether mail can be sent, and how many subscribers are in each state. */
export const newsletterStatusOutput = z.object({
  mailConfigured: z.boolean(),
  mailFrom: z.string().nullable(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
  /** Pending sign-ups whose confirmation e-mail never went out. */
  unsentConfirmations: z.number().int(),
});

export const subscriberPageOutput = pageOutput(
  z.object({
    id: z.number().int(),
    email: z.string(),
    language: newsletterLanguageSchema,
    subscribedAt: instant,
    confirmedAt: instant.nullable(),
    unsubscribedAt: instant.nullable(),
    confirmationSentAt: instant.nullable(),
  }),
);

/** Confirmation e-mails sent now. */
export const sentConfirmationsOutput = z.object({ sent: z.number().int() });

const issueTextOutput = z.object({ subject: z.string(), body: z.string() });

/** An issue as saved: its versions, its state, when it was written and sent. */
export const savedIssueOutput = z.object({
  id: z.number().int(),
  content: z.object({
    en: issueTextOutput.optional(),
    si: issueTextOutput.optional(),
    ta: issueTextOutput.optional(),
  }),
  status: z.enum(['draft', 'sending', 'sent']),
  createdBy: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  sendStartedAt: instant.nullable(),
  sentAt: instant.nullable(),
  /** Confirmed subscribers when sending started. */
  recipientsTotal: z.number().int(),
});

/** An issue with how far its sending has got. */
export const issueOutput = savedIssueOutput.extend({
  sentCount: z.number().int(),
  failedCount: z.number().int(),
});
export const issuePageOutput = pageOutput(issueOutput);

/** One language's version of an issue as a subscriber would receive it. */
export const issuePreviewOutput = z.object({
  language: newsletterLanguageSchema,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** A test sending: to whom, and in which languages. */
export const testSentOutput = z.object({
  to: z.string(),
  languages: z.array(newsletterLanguageSchema),
});
