import type { Event, IsbnRecord, JobQueue, UserRole } from '@app/db';

export type { IsbnRecord };
import type {
  ImportCandidate,
  ImportCategory,
  ImportLanguage,
  ImportSource,
} from './schemas/ebooks-import';

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string | null;
  role: UserRole;
}

/**
 * Sign-in and passwords. Implemented in apps/api/src/auth (argon2id, Lucia-model sessions,
 * PostgreSQL-backed failure counts); resolvers only call it.
 */
export interface AuthService {
  /**
   * Checks the credentials and opens a session. Throws app errors: RATE_LIMITED (this address
   * tried too often from browsers the account has not signed in from), LOGIN_RATE_LIMITED (with
   * `retryAfterSeconds`, and `count` and `context` for the sentence), INVALID_CREDENTIALS,
   * ACCOUNT_DISABLED. `deviceToken` is the browser's device cookie, if it has one; the answer's
   * `deviceToken` is the one to keep (the same, or a new one).
   */
  login(input: {
    email: string;
    password: string;
    ip: string;
    now: Date;
    deviceToken?: string | null;
  }): Promise<{ user: SignedInUser; token: string; expiresAt: Date; deviceToken: string }>;
  /** Ends one session (sign-out). */
  logout(sessionId: string): Promise<void>;
  hashPassword(password: string): Promise<string>;
  /**
   * Sets a password through a one-time link (`linkId`: the SHA-256 of its token) and opens a
   * session, as a sign-in does. Throws app error PASSWORD_LINK_INVALID when the link is unknown,
   * used or expired.
   */
  setPasswordWithLink(input: {
    linkId: string;
    password: string;
    now: Date;
  }): Promise<{ user: SignedInUser; token: string; expiresAt: Date }>;
  /**
   * A signed-in person changes their own password: the current one is checked (a wrong one
   * counts as a failed sign-in, under the same limits), the new one stored, and every other
   * session of the account ended; `sessionId` stays. Throws app errors WRONG_PASSWORD and
   * LOGIN_RATE_LIMITED.
   */
  changePassword(input: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
    /** The browser's device cookie, if it has one (decision 0018). */
    deviceToken: string | null;
    now: Date;
  }): Promise<void>;
}

/** Covers for the titles of the public collection (Open Library's cover service). */
export interface CoverService {
  /**
   * Fetches the cover of an ISBN-13 and keeps it on this site; resolves its URL here
   * (`/api/books/covers/…`), or null when there is none or the service cannot be reached in
   * time. Never rejects: a title without a cover shows its coloured block.
   */
  fetchCover(isbn13: string): Promise<string | null>;
}

/** What one catalogue knows about an ISBN (normalised from its own answer shape). */
/** One online catalogue (Open Library, Google Books). */
export interface CatalogueClient {
  readonly name: IsbnRecord['source'];
  /**
   * Looks up an ISBN-13. Resolves null when the catalogue does not know it; rejects on a
   * timeout, a network failure or an answer it cannot read (the caller records the reason).
   */
  lookup(isbn13: string): Promise<IsbnRecord | null>;
}

/** An uploaded photo whose content has been checked (magic bytes and a full decode). */
export interface CheckedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** One field read off a cover, with how sure the reader is (0..1). */
export interface FieldReading<T> {
  value: T | null;
  confidence: number;
}

/** The fields a cover reader reports, each with its confidence. */
export const COVER_FIELDS = [
  'title',
  'author',
  'isbn',
  'publisher',
  'publicationYear',
  'language',
  'category',
  'description',
] as const;

/** What a cover reader extracted from the photos of one book. */
export interface CoverReading {
  /** `ai`: an OpenAI-compatible model; `ocr`: offline tesseract.js. */
  engine: 'ai' | 'ocr';
  /** Model name (ai) or the tesseract languages used (ocr). */
  engineDetail: string;
  title: FieldReading<string>;
  author: FieldReading<string>;
  isbn: FieldReading<string>;
  publisher: FieldReading<string>;
  publicationYear: FieldReading<number>;
  /** ISO 639-1 code. */
  language: FieldReading<string>;
  category: FieldReading<string>;
  description: FieldReading<string>;
  /** All text seen on the photos, as read. */
  rawText: string;
  /** Why the AI was not used or failed, when the OCR fallback ran. */
  fallbackReason: string | null;
}

/** The photo side of the scanner: decoding, barcodes, reading covers, keeping the files. */
export interface VisionService {
  /**
   * Decodes one `data:` URL and checks its content really is a JPEG, PNG or WebP of at most
   * 8 MB that decodes. Throws app error INVALID_IMAGE (params: {index}) or IMAGE_TOO_LARGE.
   */
  checkImage(dataUrl: string, index: number): Promise<CheckedImage>;
  /**
   * The cheap checks of `checkImage` alone (length, base64, magic bytes, the header's
   * dimensions), decoding nothing: every photo of a scan passes them before any is decoded.
   * Throws INVALID_IMAGE, IMAGE_TOO_LARGE or IMAGE_TOO_MANY_PIXELS.
   */
  inspectImage(dataUrl: string, index: number): Promise<void>;
  /** A valid ISBN-13 found in an EAN-13 barcode on any photo, or null. */
  findIsbnBarcode(images: CheckedImage[]): Promise<string | null>;
  /**
   * AI when configured (falls back to OCR when it fails), otherwise offline OCR. `onPhotoRead`
   * hears how many photos have been read so far (OCR: one by one; AI: all at once).
   */
  readCover(images: CheckedImage[], onPhotoRead?: (read: number) => void): Promise<CoverReading>;
}

/** Where scan photos are kept (the site's file storage: a folder, or S3-compatible). */
export interface ImageStore {
  /** Stores the photo and returns its URL path (`/api/inventory/images/<sha256>.webp`). */
  save(image: CheckedImage): Promise<string>;
  /** A photo stored earlier, by the URL `save` gave (null when it is not there). */
  load(url: string): Promise<CheckedImage | null>;
}

/** Why a free-e-book catalogue could not answer (each becomes its own translated message). */
export type EbookCatalogueFailure =
  | { kind: 'timeout' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; status: number | null }
  | { kind: 'bad-answer' };

/** Thrown by an {@link EbookCatalogue} when the outside service fails; never a bug of ours. */
export class EbookCatalogueError extends Error {
  constructor(
    readonly source: ImportSource,
    readonly failure: EbookCatalogueFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
    this.name = 'EbookCatalogueError';
  }
}

/** What staff searched for, as a catalogue receives it. */
export interface EbookCatalogueQuery {
  query: string;
  language: ImportLanguage;
  category?: ImportCategory;
}

/** A catalogue of free e-books (Gutendex for Project Gutenberg, Open Library's search). */
export interface EbookCatalogue {
  readonly source: ImportSource;
  /**
   * Free books only (public domain, readable without borrowing), each with a file link the
   * record itself gives, EPUB before PDF before TXT. Rejects with {@link EbookCatalogueError}.
   */
  search(query: EbookCatalogueQuery): Promise<ImportCandidate[]>;
}

/** One e-mail as the site sends it: a plain-text and an HTML version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`…). */
  headers?: Record<string, string>;
  /**
   * An event to attach as a calendar file (`text/calendar`, the mailer writes it): a place
   * confirmed, moved up from the waitlist, or the day-before reminder.
   */
  calendar?: { filename: string; event: MailCalendarEvent };
}

/** An event as its calendar file needs it: with where it happens. */
export type MailCalendarEvent = Event & { branchName: string | null; branchAddress: string | null };

/** Sending e-mail (SMTP through nodemailer in apps/api, configured by SMTP_URL and MAIL_FROM). */
export interface Mailer {
  /** False without SMTP_URL: nothing can be sent, and callers keep what waits to be sent. */
  readonly configured: boolean;
  /** The sender address, as configured (null when not configured). */
  readonly from: string | null;
  /** Hands the message to the mail server; rejects when it refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
}

/** What webhooks need from the deployment (decision 0048). */
export interface WebhookSettings {
  /** WEBHOOK_SECRETS_KEY: seals endpoints' secrets when set (else the database's key does). */
  secretsKey: string | null;
  /**
   * Tests only (WEBHOOK_TEST_RECEIVERS, refused in production): inside addresses a webhook may
   * name, over plain http too, so a test's own receiver can be registered.
   */
  testReceivers: readonly string[];
}

/**
 * Ports to the outside world (sign-in, catalogue look-ups, cover reading, file storage…). The
 * API wires real adapters; tests wire the same adapters, pointed at local fake servers.
 */
export interface Services {
  auth: AuthService;
  /** Tried in order for an ISBN; answers are cached in the database by the caller. */
  catalogues: CatalogueClient[];
  vision: VisionService;
  images: ImageStore;
  covers: CoverService;
  /** The site's public address, for the URLs that QR labels encode. */
  publicOrigin: string;
  /** Where staff find free e-books to import, by source. */
  ebookCatalogues: Record<ImportSource, EbookCatalogue>;
  /** E-mail (the newsletter's confirmations, issues and tests). */
  mailer: Mailer;
  /**
   * Long work queued as jobs in PostgreSQL (reading photos, bulk imports, copying files,
   * sending a newsletter issue): any process's workers run it, retried after a crash.
   */
  jobs: JobQueue;
  webhooks: WebhookSettings;
}
