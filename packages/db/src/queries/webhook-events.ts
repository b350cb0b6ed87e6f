import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { WebhookEventType } from '../constants';
import type { Database } from '../schema';
import type { Book } from '../tables/books';
import type { Ebook } from '../tables/ebooks';
import type { Event } from '../tables/events';
import type { Member } from '../tables/members';

/*
 * Webhook events (decision 0048): the outbox. An event is written as one delivery row per
 * active endpoint that wants it, in the transaction of the change it tells of (often inside
 * that change's own statement), so a change rolled back is never told, and a change committed
 * is told even if the process dies the next moment: the relay hands each row to a job.
 * Nothing is written when no endpoint wants the event. The data is ids and what the public
 * pages show: never a member's name, address or telephone (a receiver with a token may ask).
 */

/** A loan as events tell of it: ids, the member's card number, the dates. */
interface LoanEventData {
  loanId: number;
  bookId: number | null;
  copyId: number | null;
  sku: string | null;
  memberId: number | null;
  memberNumber: string | null;
  branchId: string | null;
  checkoutDate: string;
  dueDate: string;
}

/** Each event type's `data` (dates as ISO 8601 in UTC). */
export interface WebhookEventData {
  'ebook.published': {
    ebookId: number;
    title: string;
    author: string;
    genre: string;
    language: string;
    fileFormat: string;
  };
  'book.created': {
    bookId: number;
    title: string;
    author: string;
    genre: string;
    language: string;
    isbn: string | null;
  };
  'event.created': {
    eventId: number;
    title: string;
    category: string;
    date: string;
    time: string;
    startsAt: string | null;
    branchId: string | null;
    maxAttendees: number;
  };
  'member.created': {
    memberId: number;
    memberNumber: string;
    branchId: string;
    categoryId: string;
  };
  'loan.created': LoanEventData;
  'loan.returned': LoanEventData & { returnDate: string };
  'loan.overdue': LoanEventData & { daysLate: number };
  'import.committed': {
    /** The import's id (its job, or whatever the import calls a commit). */
    importId: string;
    source: string;
    imported: number;
    skipped: number;
    failed: number;
    ebookIds: number[];
  };
}

type Executor = Kysely<Database>;

/** A timestamp as the events write it: ISO 8601 in UTC with milliseconds, as JSON.stringify does. */
const isoSql = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The INSERT of deliveries for the events `source` yields (columns `event_id`, `data` jsonb,
 * `occurred_at`): one per event and active endpoint that wants `type`, due at `now` and retried
 * until a day after. A statement of its own or a data-modifying `with` of the change's own.
 */
export function webhookDeliveriesFrom(
  type: WebhookEventType,
  source: RawBuilder<unknown>,
  now: Date,
): RawBuilder<unknown> {
  // `offset 0` keeps the source a subquery: its event id is made once per event, not per endpoint.
  return sql`insert into webhook_deliveries
      (endpoint_id, event_id, event_type, data, occurred_at, created_at, next_attempt_at, retry_until)
    select e.id, s.event_id, ${type}, s.data, s.occurred_at, ${now}, ${now},
           ${now}::timestamptz + interval '1 day'
    from (${source} offset 0) as s
    join webhook_endpoints as e on e.status = 'active' and ${type} = any (e.events)`;
}

/** The INSERT of one event's deliveries, its data made here (see `webhookDeliveriesFrom`). */
export function webhookDeliveriesInsert<T extends WebhookEventType>(
  type: T,
  data: WebhookEventData[T],
  now: Date,
): RawBuilder<unknown> {
  const source = sql`select ${randomUUID()}::uuid as event_id, ${JSON.stringify(data)}::jsonb as data,
    ${now}::timestamptz as occurred_at`;
  return webhookDeliveriesFrom(type, source, now);
}

/** Records an event for its endpoints in `db`: pass the change's own transaction. */
export async function emitWebhookEvent<T extends WebhookEventType>(
  db: Executor,
  type: T,
  data: WebhookEventData[T],
  now: Date,
): Promise<void> {
  await webhookDeliveriesInsert(type, data, now).execute(db);
}

/**
 * Tells the endpoints that an import was committed (`import.committed`): call it in the
 * transaction that commits the import.
 */
export function emitImportCommitted(
  db: Executor,
  data: WebhookEventData['import.committed'],
  now: Date,
): Promise<void> {
  return emitWebhookEvent(db, 'import.committed', data, now);
}

export function bookCreatedData(book: Book): WebhookEventData['book.created'] {
  const { id, title, author, genre, language, isbn } = book;
  return { bookId: id, title, author, genre, language, isbn };
}

export function ebookPublishedData(ebook: Ebook): WebhookEventData['ebook.published'] {
  const { id, title, author, genre, language, fileFormat } = ebook;
  return { ebookId: id, title, author, genre, language, fileFormat };
}

export function eventCreatedData(event: Event): WebhookEventData['event.created'] {
  return {
    eventId: event.id,
    title: event.title,
    category: event.category,
    date: event.date,
    time: event.time,
    startsAt: event.startsAt?.toISOString() ?? null,
    branchId: event.branchId,
    maxAttendees: event.maxAttendees,
  };
}

export function memberCreatedData(member: Member): WebhookEventData['member.created'] {
  const { id, memberNumber, branchId, categoryId } = member;
  return { memberId: id, memberNumber, branchId, categoryId };
}

/**
 * The `data` of a loan event from the row of `loans` named `loan`, with `members as m` and
 * `book_inventory as c` joined (a returned or overdue loan's, written in SQL).
 */
export function loanEventDataSql(extra: RawBuilder<unknown>) {
  return sql`jsonb_build_object(
      'loanId', loan.id, 'bookId', loan.book_id, 'copyId', loan.inventory_id, 'sku', c.sku,
      'memberId', loan.member_id, 'memberNumber', m.member_number, 'branchId', loan.branch_id,
      'checkoutDate', ${isoSql(sql`loan.checkout_date`)}, 'dueDate', ${isoSql(sql`loan.due_date`)}
    ) || ${extra}`;
}

/** `to_char` of a timestamp column as the events write dates. */
export const eventTimeSql = isoSql;
