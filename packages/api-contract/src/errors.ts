import { isBadValue, isDatabaseUnavailable } from '@app/db';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';

/**
 * Application error codes. The web translates `errors:<appCode>`; the REST adapter translates
 * them for the request's language. Prose never travels as the only signal.
 */
export const APP_ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'LOGIN_RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'ACCOUNT_DISABLED',
  'ORIGIN_REFUSED',
  'EMAIL_TAKEN',
  'LAST_SUPER_ADMIN',
  'DATABASE_UNAVAILABLE',
  'MIGRATIONS_PENDING',
  'SHUTTING_DOWN',
  'INTERNAL',
  'ISBN_REQUIRED',
  'ISBN_INVALID_LENGTH',
  'ISBN_BAD_CHECKSUM',
  'ISBN_NOT_A_BOOK',
  'IMAGES_REQUIRED',
  'TOO_MANY_IMAGES',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'INVENTORY_NOT_AWAITING_REVIEW',
  'EBOOK_FILE_REQUIRED',
  'EBOOK_FILE_TYPE',
  'EBOOK_FILE_TOO_LARGE',
  'EBOOK_FILE_EXPANDS',
  'EBOOK_FILE_UNAVAILABLE',
  'BOOK_HAS_LOANS',
  'EVENT_DATE_UNKNOWN',
  'IMPORT_SOURCE_TIMEOUT',
  'IMPORT_SOURCE_RATE_LIMITED',
  'IMPORT_SOURCE_UNAVAILABLE',
  'IMPORT_SOURCE_BAD_ANSWER',
  'MEMBER_NOT_FOUND',
  'MEMBER_NUMBER_INVALID',
  'MEMBER_SUSPENDED',
  'MEMBER_UNREACHABLE',
  'MEMBER_NEEDS_EMAIL',
  'MEMBER_HAS_NO_EMAIL',
  'MEMBER_EMAIL_OFF',
  'MEMBER_HAS_NO_LOANS',
  'BRANCH_NOT_FOUND',
  'COPY_NOT_FOUND',
  'COPY_NOT_AVAILABLE',
  'CLIENT_ID_TAKEN',
  'LOAN_NOT_ACTIVE',
  'RENEWAL_LIMIT_REACHED',
  'RENEWAL_TOO_EARLY',
  'RENEWAL_ON_HOLD',
  'HOLD_ON_SHELF',
  'HOLD_NO_COPIES',
  'HOLD_ALREADY_PLACED',
  'HOLD_ALREADY_BORROWED',
  'HOLD_LIMIT_REACHED',
  'HOLD_CLOSED',
  'NOT_A_MEMBER',
  'CATEGORY_NOT_FOUND',
  'LOAN_LIMIT_REACHED',
  'CATEGORY_TAKEN',
  'CATEGORY_IN_USE',
  'CATEGORY_IS_DEFAULT',
  'FINES_OWED',
  'FINE_NOT_FOUND',
  'FINE_SETTLED',
  'PASSWORD_LINK_INVALID',
  'READING_MARKS_FULL',
  'NEWSLETTER_LINK_INVALID',
  'MAIL_NOT_CONFIGURED',
  'MAIL_SEND_FAILED',
  'NEWSLETTER_ISSUE_LOCKED',
  'EVENT_PAST',
  'EMAIL_REQUIRED',
  'PLACE_LINK_INVALID',
  'STOCKTAKE_CLOSED',
  'TOKEN_INVALID',
  'TOKEN_REFUSED',
  'WEBHOOK_PAUSED',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** The `cause` of a TRPCError that carries an app code (and optional interpolation values). */
export class AppErrorCause extends Error {
  constructor(
    readonly appCode: AppErrorCode,
    readonly params: Record<string, string | number> = {},
    /** The underlying failure, kept for the logs. */
    underlying?: unknown,
  ) {
    super(appCode, underlying === undefined ? undefined : { cause: underlying });
    this.name = 'AppErrorCause';
  }
}

const defaultTrpcCode: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_INPUT: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  LOGIN_RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  // 400, not 401: the session is fine, and a 401 would make the browser forget who is signed in.
  WRONG_PASSWORD: 'BAD_REQUEST',
  ACCOUNT_DISABLED: 'FORBIDDEN',
  ORIGIN_REFUSED: 'FORBIDDEN',
  EMAIL_TAKEN: 'CONFLICT',
  LAST_SUPER_ADMIN: 'CONFLICT',
  DATABASE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  MIGRATIONS_PENDING: 'SERVICE_UNAVAILABLE',
  SHUTTING_DOWN: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  ISBN_REQUIRED: 'BAD_REQUEST',
  ISBN_INVALID_LENGTH: 'BAD_REQUEST',
  ISBN_BAD_CHECKSUM: 'BAD_REQUEST',
  ISBN_NOT_A_BOOK: 'BAD_REQUEST',
  IMAGES_REQUIRED: 'BAD_REQUEST',
  TOO_MANY_IMAGES: 'BAD_REQUEST',
  INVALID_IMAGE: 'BAD_REQUEST',
  IMAGE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  IMAGE_TOO_MANY_PIXELS: 'PAYLOAD_TOO_LARGE',
  INVENTORY_NOT_AWAITING_REVIEW: 'CONFLICT',
  EBOOK_FILE_REQUIRED: 'BAD_REQUEST',
  EBOOK_FILE_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  EBOOK_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  EBOOK_FILE_EXPANDS: 'PAYLOAD_TOO_LARGE',
  EBOOK_FILE_UNAVAILABLE: 'BAD_GATEWAY',
  BOOK_HAS_LOANS: 'CONFLICT',
  EVENT_DATE_UNKNOWN: 'NOT_FOUND',
  IMPORT_SOURCE_TIMEOUT: 'GATEWAY_TIMEOUT',
  IMPORT_SOURCE_RATE_LIMITED: 'SERVICE_UNAVAILABLE',
  IMPORT_SOURCE_UNAVAILABLE: 'BAD_GATEWAY',
  IMPORT_SOURCE_BAD_ANSWER: 'BAD_GATEWAY',
  MEMBER_NOT_FOUND: 'NOT_FOUND',
  MEMBER_NUMBER_INVALID: 'BAD_REQUEST',
  MEMBER_SUSPENDED: 'CONFLICT',
  MEMBER_UNREACHABLE: 'BAD_REQUEST',
  MEMBER_NEEDS_EMAIL: 'CONFLICT',
  // A due slip cannot be e-mailed to this member (409: the member's state, not the request).
  MEMBER_HAS_NO_EMAIL: 'CONFLICT',
  MEMBER_EMAIL_OFF: 'CONFLICT',
  MEMBER_HAS_NO_LOANS: 'CONFLICT',
  BRANCH_NOT_FOUND: 'BAD_REQUEST',
  COPY_NOT_FOUND: 'NOT_FOUND',
  COPY_NOT_AVAILABLE: 'CONFLICT',
  CLIENT_ID_TAKEN: 'CONFLICT',
  LOAN_NOT_ACTIVE: 'CONFLICT',
  RENEWAL_LIMIT_REACHED: 'CONFLICT',
  RENEWAL_TOO_EARLY: 'CONFLICT',
  RENEWAL_ON_HOLD: 'CONFLICT',
  HOLD_ON_SHELF: 'CONFLICT',
  HOLD_NO_COPIES: 'CONFLICT',
  HOLD_ALREADY_PLACED: 'CONFLICT',
  HOLD_ALREADY_BORROWED: 'CONFLICT',
  HOLD_LIMIT_REACHED: 'CONFLICT',
  HOLD_CLOSED: 'CONFLICT',
  // The account is not a library member's (a staff account): it has no loans or holds. 409,
  // not 403: the caller's role may do this; this account has no membership to do it with.
  NOT_A_MEMBER: 'CONFLICT',
  CATEGORY_NOT_FOUND: 'BAD_REQUEST',
  LOAN_LIMIT_REACHED: 'CONFLICT',
  CATEGORY_TAKEN: 'CONFLICT',
  CATEGORY_IN_USE: 'CONFLICT',
  CATEGORY_IS_DEFAULT: 'CONFLICT',
  FINES_OWED: 'CONFLICT',
  FINE_NOT_FOUND: 'NOT_FOUND',
  FINE_SETTLED: 'CONFLICT',
  PASSWORD_LINK_INVALID: 'BAD_REQUEST',
  READING_MARKS_FULL: 'CONFLICT',
  NEWSLETTER_LINK_INVALID: 'BAD_REQUEST',
  // 412: this server is not set up to send mail (a setting, not an outage: no 5xx).
  MAIL_NOT_CONFIGURED: 'PRECONDITION_FAILED',
  MAIL_SEND_FAILED: 'BAD_GATEWAY',
  NEWSLETTER_ISSUE_LOCKED: 'CONFLICT',
  EVENT_PAST: 'CONFLICT',
  EMAIL_REQUIRED: 'BAD_REQUEST',
  PLACE_LINK_INVALID: 'BAD_REQUEST',
  STOCKTAKE_CLOSED: 'CONFLICT',
  // An API token that is unknown, expired, revoked or whose owner may no longer sign in.
  TOKEN_INVALID: 'UNAUTHORIZED',
  // A valid token asked for something beyond its scopes, or for what tokens never do (sign-in).
  TOKEN_REFUSED: 'FORBIDDEN',
  // A replay asked of a paused endpoint: it is sent nothing until it is resumed.
  WEBHOOK_PAUSED: 'CONFLICT',
};

/** Builds the TRPCError for an app code; `message` is the English text for logs and tools. */
export function appError(
  appCode: AppErrorCode,
  message: string,
  options: { params?: Record<string, string | number>; cause?: unknown } = {},
): TRPCError {
  return new TRPCError({
    code: defaultTrpcCode[appCode],
    message,
    cause: new AppErrorCause(appCode, options.params, options.cause),
  });
}

/** How long a client is asked to wait while the database is away (it is back within seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A failure that is the database being away (stopped, restarting, unreachable) rather than a
 * bug, wherever it was thrown: it answers 503 DATABASE_UNAVAILABLE with a Retry-After.
 */
function databaseAway(error: TRPCError): boolean {
  return !(error.cause instanceof AppErrorCause) && isDatabaseUnavailable(error.cause ?? error);
}

/** A value PostgreSQL refused (out of range, not storable): the input's fault, 400. */
function badValue(error: TRPCError): boolean {
  return !(error.cause instanceof AppErrorCause) && isBadValue(error.cause ?? error);
}

/** Interpolation values of an app error (e.g. minutes to wait), for the translated message. */
export function appParamsOf(error: TRPCError): Record<string, string | number> {
  const away = { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  if (error.cause instanceof AppErrorCause) {
    return error.cause.appCode === 'DATABASE_UNAVAILABLE'
      ? { ...away, ...error.cause.params }
      : error.cause.params;
  }
  return databaseAway(error) ? away : {};
}

/** The HTTP status of any error a procedure threw (the database being away is 503). */
export function httpStatusOf(error: TRPCError): number {
  if (databaseAway(error)) return 503;
  return badValue(error) ? 400 : getHTTPStatusCodeFromError(error);
}

/** The app code of any error thrown by a procedure (derived from the tRPC code when absent). */
export function appCodeOf(error: TRPCError): AppErrorCode {
  if (error.cause instanceof AppErrorCause) return error.cause.appCode;
  if (databaseAway(error)) return 'DATABASE_UNAVAILABLE';
  if (badValue(error)) return 'INVALID_INPUT';
  switch (error.code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
      return 'INVALID_INPUT';
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'UNAUTHORIZED':
      return 'UNAUTHENTICATED';
    case 'FORBIDDEN':
      return 'FORBIDDEN';
    case 'CONFLICT':
      return 'CONFLICT';
    case 'TOO_MANY_REQUESTS':
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL';
  }
}

/**
 * A refusal of one field, in the shape zod's own take (REST `fieldErrors`, tRPC
 * `data.fieldErrors`): INVALID_INPUT, 400.
 */
export function fieldError(
  path: (string | number)[],
  message: string,
  /** The sentence of `errors:field` callers read instead of `message` (field-errors.ts). */
  field?: string,
): TRPCError {
  // A ZodError built by zod itself (a hand-made `new ZodError` is not an Error instance).
  const { error } = z
    .object({})
    .superRefine((_, ctx) =>
      ctx.addIssue({ code: 'custom', path, message, params: field ? { field } : undefined }),
    )
    .safeParse({});
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: error });
}
