/**
 * Domain vocabularies shared by the database checks, the API schemas and the web forms.
 * Pure data (and predicates over it) with no imports, so the browser bundle can use it without
 * pulling in `pg`.
 */

export const USER_ROLES = ['patron', 'librarian', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles that count as staff: they use the dashboard and the scanner. */
export const STAFF_ROLES = ['librarian', 'super_admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether someone with `role` is staff (a librarian or a super admin); false for no role. */
export function isStaffRole(role: UserRole | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export const BOOK_GENRES = [
  'history',
  'poetry',
  'technology',
  'science',
  'art',
  'fiction',
] as const;
export type BookGenre = (typeof BOOK_GENRES)[number];

/**
 * The shelf (genre) of the public collection a scanned copy's category puts it on: the
 * scanner's categories (`Poetry`, `History`…) name the genres; anything else has none.
 */
export function genreOfCategory(category: string | null | undefined): BookGenre | null {
  const word = category?.trim().toLowerCase() ?? '';
  return (BOOK_GENRES as readonly string[]).includes(word) ? (word as BookGenre) : null;
}

export const EVENT_CATEGORIES = ['Children', 'Workshop', 'Discussion', 'Special'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const LOAN_STATUSES = ['active', 'returned', 'lost'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** The loan lists staff and the REST API filter by: overdue is an active loan past its due date. */
export const LOAN_VIEWS = ['active', 'overdue', 'returned'] as const;
export type LoanView = (typeof LOAN_VIEWS)[number];

/**
 * A hold waits in its title's queue, is `ready` when a returned copy is set aside for the member,
 * and ends `collected` (lent), `cancelled` or `expired` (not collected in time).
 */
export const HOLD_STATUSES = ['waiting', 'ready', 'collected', 'cancelled', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
/** What became of a message to a member: sent, or why not (mail off, no address, opted out). */
export const MEMBER_MESSAGE_STATUSES = [
  'queued',
  'sent',
  'no-mail',
  'no-address',
  'opted-out',
  'failed',
] as const;
export type MemberMessageStatus = (typeof MEMBER_MESSAGE_STATUSES)[number];

/** A suspended member keeps their loans and history but may not borrow or renew. */
export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const SOURCE_METHODS = ['ISBN_SCAN', 'OCR_AI', 'MANUAL'] as const;
export type SourceMethod = (typeof SOURCE_METHODS)[number];
export const INVENTORY_STATUSES = [
  'AWAITING_REVIEW',
  'VERIFIED',
  'ON_LOAN',
  'ON_HOLD',
  // Not found on its shelf at a stocktake, and marked so by staff (decision 0045).
  'MISSING',
  'ARCHIVED',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
/** Where a scanned copy's field value came from (shown to the reviewer beside the field). */
export const PROVENANCES = ['lookup', 'ai', 'ocr', 'human', 'default'] as const;
export type Provenance = (typeof PROVENANCES)[number];
/** Spec §3 defaults of a scan result, also what a title made from such a copy shows. */
export const UNKNOWN_TITLE = 'Unknown Title';
export const UNKNOWN_AUTHOR = 'Unknown Author';
export const DEFAULT_CATEGORY = 'General';
/** Branch whose code new inventory rows get when none is given (the main library). */
export const DEFAULT_BRANCH_ID = 'JPL';

/** A stocktake is scanned while open and read (never scanned) once closed. */
export const STOCKTAKE_STATUSES = ['open', 'closed'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

export const SCAN_TYPES = ['barcode', 'manual', 'image'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

export const EBOOK_GENRES = [
  'fiction',
  'non-fiction',
  'poetry',
  'history',
  'science',
  'literature',
  'biography',
  'philosophy',
] as const;
export type EbookGenre = (typeof EBOOK_GENRES)[number];
export const EBOOK_LANGUAGES = ['English', 'Tamil', 'Sinhala'] as const;
export type EbookLanguage = (typeof EBOOK_LANGUAGES)[number];
export const EBOOK_FORMATS = ['PDF', 'EPUB', 'TXT'] as const;
export type EbookFormat = (typeof EBOOK_FORMATS)[number];

/**
 * Work that runs as a job in PostgreSQL (pg-boss) instead of inside a request: reading a
 * scan's photos, a bulk e-book import, copying a remote e-book file into the storage, sending a
 * newsletter issue, e-mailing a forgotten password's link.
 */
export const JOB_KINDS = [
  'inventory.read-cover',
  'ebooks.import-bulk',
  'ebooks.mirror',
  'newsletter.send',
  'auth.password-reset',
  'members.message',
  'members.reminders',
  'events.message',
  'webhooks.deliver',
  'webhooks.paused',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * What a webhook endpoint may be told of (decision 0048): the event types, each with the data
 * `WebhookEventData` (`@app/db`) gives it. `import.committed` is sent by the e-book import's
 * commit (`emitImportCommitted`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'ebook.published',
  'book.created',
  'loan.created',
  'loan.returned',
  'loan.overdue',
  'member.created',
  'event.created',
  'import.committed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A webhook endpoint is sent new events while active; paused after a day of failures. */
export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/**
 * A delivery's state: waiting for its next attempt (`pending`), handed to a job (`queued`), being
 * sent (`sending`), answered 2xx (`delivered`), or retried for a day in vain (`failed`).
 */
export const WEBHOOK_DELIVERY_STATES = [
  'pending',
  'queued',
  'sending',
  'delivered',
  'failed',
] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
