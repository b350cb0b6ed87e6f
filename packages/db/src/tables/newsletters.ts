import type { Generated, Insertable, JSONColumnType, Selectable } from 'kysely';

/** The interface languages a subscriber can have (the site they signed up from). */
export type NewsletterLanguage = 'en' | 'si' | 'ta';

/**
 * One subscriber to the newsletter. The SQL table is `newsletters` (its migration is older than
 * the glossary in ARCHITECTURE.md, and migrations never change); every name in code says
 * subscriber.
 */
export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  subscribedAt: Generated<Date>;
  language: Generated<NewsletterLanguage>;
  /** Set once the owner followed the confirmation link: only then do they count and receive. */
  confirmedAt: Date | null;
  /** Set when they left; a later sign-up clears it and asks for confirmation again. */
  unsubscribedAt: Date | null;
  /** When the last confirmation e-mail went out (null: never, e.g. mail not configured). */
  confirmationSentAt: Date | null;
}
export type Subscriber = Selectable<SubscribersTable>;
export type NewSubscriber = Insertable<SubscribersTable>;

/** One language's version of an issue. */
export interface NewsletterIssueText {
  subject: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
}
export type NewsletterIssueContent = Partial<Record<NewsletterLanguage, NewsletterIssueText>>;
export type NewsletterIssueStatus = 'draft' | 'sending' | 'sent';

export interface NewsletterIssuesTable {
  id: Generated<number>;
  content: JSONColumnType<NewsletterIssueContent, string, string>;
  status: Generated<NewsletterIssueStatus>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  sendStartedAt: Date | null;
  sentAt: Date | null;
  /** Confirmed subscribers when sending started. */
  recipientsTotal: Generated<number>;
}
export type NewsletterIssue = Selectable<NewsletterIssuesTable>;

export interface NewsletterDeliveriesTable {
  issueId: number;
  subscriberId: number;
  status: Generated<'sending' | 'sent' | 'failed'>;
  language: NewsletterLanguage;
  attemptedAt: Generated<Date>;
  error: string | null;
}

export interface SiteSecretsTable {
  name: string;
  value: string;
}
