import { sql } from 'kysely';
import type { Db } from '../client';
import type {
  Subscriber,
  NewsletterIssue,
  NewsletterIssueContent,
  NewsletterLanguage,
} from '../tables/newsletters';

/** A new sign-up may be sent another confirmation e-mail after this long. */
export const CONFIRMATION_RESEND_AFTER_MS = 5 * 60 * 1000;

/**
 * Signs an address up (already normalised by the caller: trimmed and lower-cased, as the
 * table's check demands), in the language of the site it came from. Never a second row: the
 * unique e-mail decides inside PostgreSQL, so simultaneous submissions are safe. Someone who
 * had left starts again unconfirmed. `alreadySubscribed`: the address was known before.
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  language: NewsletterLanguage = 'en',
): Promise<{ subscriber: Subscriber; alreadySubscribed: boolean }> {
  const row = await db
    .insertInto('newsletters')
    .values({ email, language })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        language: (eb) => eb.ref('excluded.language'),
        confirmedAt: sql`case when newsletters.unsubscribed_at is null then newsletters.confirmed_at end`,
        unsubscribedAt: null,
      }),
    )
    .returningAll()
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirstOrThrow();
  const { inserted, ...subscriber } = row;
  return { subscriber, alreadySubscribed: !inserted };
}

/**
 * Claims the sending of a confirmation e-mail to an unconfirmed subscriber: true for exactly one
 * caller, and not again within {@link CONFIRMATION_RESEND_AFTER_MS} (double clicks, a form sent
 * twenty times). A failed send gives the claim back ({@link releaseConfirmationClaim}).
 */
export async function claimConfirmationEmail(db: Db, id: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS);
  const claimed = await db
    .updateTable('newsletters')
    .set({ confirmationSentAt: now })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .where('unsubscribedAt', 'is', null)
    .where((eb) =>
      eb.or([eb('confirmationSentAt', 'is', null), eb('confirmationSentAt', '<', since)]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function releaseConfirmationClaim(db: Db, id: number, claimedAt: Date): Promise<void> {
  await db
    .updateTable('newsletters')
    .set({ confirmationSentAt: null })
    .where('id', '=', id)
    .where('confirmationSentAt', '=', claimedAt)
    .execute();
}

/** Unconfirmed sign-ups never sent a confirmation (mail was not configured, or it failed). */
export function listUnsentConfirmations(db: Db, limit: number): Promise<Subscriber[]> {
  return db
    .selectFrom('newsletters')
    .selectAll()
    .where('confirmedAt', 'is', null)
    .where('unsubscribedAt', 'is', null)
    .where('confirmationSentAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Stamps a subscriber's confirmation or departure, keeping the first time (following a link
 * again changes nothing); the link's id and address must still match. A subscriber who left
 * cannot confirm. Answers the row, or undefined when nothing matched.
 */
function stampSubscriber(
  db: Db,
  column: 'confirmedAt' | 'unsubscribedAt',
  id: number,
  email: string,
  now: Date,
): Promise<Subscriber | undefined> {
  const stored = column === 'confirmedAt' ? sql.ref('confirmed_at') : sql.ref('unsubscribed_at');
  return db
    .updateTable('newsletters')
    .set({ [column]: sql`coalesce(${stored}, ${now}::timestamptz)` })
    .where('id', '=', id)
    .where('email', '=', email)
    .$if(column === 'confirmedAt', (qb) => qb.where('unsubscribedAt', 'is', null))
    .returningAll()
    .executeTakeFirst();
}

/** Confirms a sign-up (the link's id and address must still match); answers the row. */
export const confirmNewsletterSubscription = (db: Db, id: number, email: string, now: Date) =>
  stampSubscriber(db, 'confirmedAt', id, email, now);

/** Ends a subscription (again is fine); answers the row, or undefined for an unknown one. */
export const unsubscribeFromNewsletter = (db: Db, id: number, email: string, now: Date) =>
  stampSubscriber(db, 'unsubscribedAt', id, email, now);

export function findSubscriberById(db: Db, id: number) {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscription of one (normalised) address, if any. */
export function findSubscriberByEmail(db: Db, email: string) {
  return db.selectFrom('newsletters').selectAll().where('email', '=', email).executeTakeFirst();
}

export type SubscriberStatus = 'confirmed' | 'pending' | 'unsubscribed';

export interface SubscriberFilter {
  status?: SubscriberStatus;
  /** Part of the address. */
  q?: string;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: Omit<SubscriberFilter, 'limit' | 'offset'>) {
  let query = db.selectFrom('newsletters');
  if (filter.status === 'confirmed') {
    query = query.where('confirmedAt', 'is not', null).where('unsubscribedAt', 'is', null);
  } else if (filter.status === 'pending') {
    query = query.where('confirmedAt', 'is', null).where('unsubscribedAt', 'is', null);
  } else if (filter.status === 'unsubscribed') {
    query = query.where('unsubscribedAt', 'is not', null);
  }
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('email', 'like', pattern);
  }
  return query;
}

/** Subscribers, newest first, with how many match. */
export async function listSubscribers(
  db: Db,
  filter: SubscriberFilter,
): Promise<{ items: Subscriber[]; total: number }> {
  const [items, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('subscribedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** How many subscribers are in each state, and how many sign-ups wait for their e-mail. */
export async function newsletterCounts(db: Db) {
  const row = await db
    .selectFrom('newsletters')
    .select([
      sql<string>`count(*) filter (where confirmed_at is not null and unsubscribed_at is null)`.as(
        'confirmed',
      ),
      sql<string>`count(*) filter (where confirmed_at is null and unsubscribed_at is null)`.as(
        'pending',
      ),
      sql<string>`count(*) filter (where unsubscribed_at is not null)`.as('unsubscribed'),
      sql<string>`count(*) filter (where confirmed_at is null and unsubscribed_at is null and confirmation_sent_at is null)`.as(
        'unsentConfirmations',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    confirmed: Number(row.confirmed),
    pending: Number(row.pending),
    unsubscribed: Number(row.unsubscribed),
    unsentConfirmations: Number(row.unsentConfirmations),
  };
}

/** The key the e-mails' links are signed with (made once by the migration). */
export async function newsletterLinkKey(db: Db): Promise<string> {
  const row = await db
    .selectFrom('siteSecrets')
    .select('value')
    .where('name', '=', 'newsletter-links')
    .executeTakeFirstOrThrow();
  return row.value;
}

// Issues

/** An issue with how far its sending has got. */
export interface NewsletterIssueWithProgress extends NewsletterIssue {
  sentCount: number;
  failedCount: number;
}

function issuesWithProgress(db: Db) {
  return db
    .selectFrom('newsletterIssues as i')
    .selectAll('i')
    .select([
      sql<number>`(select count(*)::int from newsletter_deliveries d where d.issue_id = i.id and d.status = 'sent')`.as(
        'sentCount',
      ),
      sql<number>`(select count(*)::int from newsletter_deliveries d where d.issue_id = i.id and d.status = 'failed')`.as(
        'failedCount',
      ),
    ]);
}

export function insertNewsletterIssue(
  db: Db,
  input: { content: NewsletterIssueContent; createdBy: string | null; now: Date },
): Promise<NewsletterIssue> {
  return db
    .insertInto('newsletterIssues')
    .values({
      content: JSON.stringify(input.content),
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rewrites a draft; undefined when the issue is unknown or no longer a draft. */
export function updateNewsletterIssueDraft(
  db: Db,
  id: number,
  content: NewsletterIssueContent,
  now: Date,
): Promise<NewsletterIssue | undefined> {
  return db
    .updateTable('newsletterIssues')
    .set({ content: JSON.stringify(content), updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

export function findNewsletterIssue(
  db: Db,
  id: number,
): Promise<NewsletterIssueWithProgress | undefined> {
  return issuesWithProgress(db).where('i.id', '=', id).executeTakeFirst();
}

export async function listNewsletterIssues(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: NewsletterIssueWithProgress[]; total: number }> {
  const [items, count] = await Promise.all([
    issuesWithProgress(db)
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('newsletterIssues')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

function confirmedSubscribers(db: Db) {
  return db
    .selectFrom('newsletters')
    .where('confirmedAt', 'is not', null)
    .where('unsubscribedAt', 'is', null);
}

/**
 * Moves a draft to sending, counting its recipients now; undefined when it is unknown or was
 * already started (so two clicks start one sending).
 */
export function startNewsletterIssueSend(
  db: Db,
  id: number,
  now: Date,
): Promise<NewsletterIssue | undefined> {
  return db
    .updateTable('newsletterIssues')
    .set({
      status: 'sending',
      sendStartedAt: now,
      updatedAt: now,
      recipientsTotal: confirmedSubscribers(db).select((eb) => eb.fn.countAll<number>().as('n')),
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

/** Issues whose sending started and has not finished (resumed when the server starts). */
export function listIssuesBeingSent(db: Db): Promise<{ id: number }[]> {
  return db.selectFrom('newsletterIssues').select('id').where('status', '=', 'sending').execute();
}

/** The next confirmed subscribers this issue has not been sent to, in id order. */
export function nextIssueRecipients(
  db: Db,
  issueId: number,
  limit: number,
): Promise<Pick<Subscriber, 'id' | 'email' | 'language'>[]> {
  return confirmedSubscribers(db)
    .select(['id', 'email', 'language'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletterDeliveries as d')
            .select('d.subscriberId')
            .where('d.issueId', '=', issueId)
            .whereRef('d.subscriberId', '=', 'newsletters.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims one message before it is handed to the mail server: true for exactly one sender, ever,
 * so an issue reaches each subscriber at most once whatever restarts or runs beside it.
 */
export async function claimIssueDelivery(
  db: Db,
  delivery: { issueId: number; subscriberId: number; language: NewsletterLanguage; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('newsletterDeliveries')
    .values({
      issueId: delivery.issueId,
      subscriberId: delivery.subscriberId,
      language: delivery.language,
      attemptedAt: delivery.now,
    })
    .onConflict((oc) => oc.columns(['issueId', 'subscriberId']).doNothing())
    .returning('subscriberId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordIssueDelivery(
  db: Db,
  delivery: { issueId: number; subscriberId: number; status: 'sent' | 'failed'; error?: string },
): Promise<void> {
  await db
    .updateTable('newsletterDeliveries')
    .set({ status: delivery.status, error: delivery.error?.slice(0, 500) ?? null })
    .where('issueId', '=', delivery.issueId)
    .where('subscriberId', '=', delivery.subscriberId)
    .execute();
}

export async function finishNewsletterIssue(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('newsletterIssues')
    .set({ status: 'sent', sentAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}
