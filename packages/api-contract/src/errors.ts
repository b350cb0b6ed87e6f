import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

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
  'ACCOUNT_DISABLED',
  'ORIGIN_REFUSED',
  'EMAIL_TAKEN',
  'LAST_SUPER_ADMIN',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
  'ISBN_REQUIRED',
  'ISBN_INVALID_LENGTH',
  'ISBN_BAD_CHECKSUM',
  'ISBN_NOT_A_BOOK',
  'IMAGES_REQUIRED',
  'TOO_MANY_IMAGES',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'INVENTORY_NOT_AWAITING_REVIEW',
  'EBOOK_FILE_REQUIRED',
  'EBOOK_FILE_TYPE',
  'EBOOK_FILE_TOO_LARGE',
  'EBOOK_FILE_UNAVAILABLE',
  'BOOK_HAS_LOANS',
  'EVENT_DATE_UNKNOWN',
  'IMPORT_SOURCE_TIMEOUT',
  'IMPORT_SOURCE_RATE_LIMITED',
  'IMPORT_SOURCE_UNAVAILABLE',
  'IMPORT_SOURCE_BAD_ANSWER',
  'READING_MARKS_FULL',
  'NEWSLETTER_LINK_INVALID',
  'MAIL_NOT_CONFIGURED',
  'MAIL_SEND_FAILED',
  'NEWSLETTER_ISSUE_LOCKED',
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
  ACCOUNT_DISABLED: 'FORBIDDEN',
  ORIGIN_REFUSED: 'FORBIDDEN',
  EMAIL_TAKEN: 'CONFLICT',
  LAST_SUPER_ADMIN: 'CONFLICT',
  DATABASE_UNAVAILABLE: 'INTERNAL_SERVER_ERROR',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  ISBN_REQUIRED: 'BAD_REQUEST',
  ISBN_INVALID_LENGTH: 'BAD_REQUEST',
  ISBN_BAD_CHECKSUM: 'BAD_REQUEST',
  ISBN_NOT_A_BOOK: 'BAD_REQUEST',
  IMAGES_REQUIRED: 'BAD_REQUEST',
  TOO_MANY_IMAGES: 'BAD_REQUEST',
  INVALID_IMAGE: 'BAD_REQUEST',
  IMAGE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INVENTORY_NOT_AWAITING_REVIEW: 'CONFLICT',
  EBOOK_FILE_REQUIRED: 'BAD_REQUEST',
  EBOOK_FILE_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  EBOOK_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  EBOOK_FILE_UNAVAILABLE: 'BAD_GATEWAY',
  BOOK_HAS_LOANS: 'CONFLICT',
  EVENT_DATE_UNKNOWN: 'NOT_FOUND',
  IMPORT_SOURCE_TIMEOUT: 'GATEWAY_TIMEOUT',
  IMPORT_SOURCE_RATE_LIMITED: 'SERVICE_UNAVAILABLE',
  IMPORT_SOURCE_UNAVAILABLE: 'BAD_GATEWAY',
  IMPORT_SOURCE_BAD_ANSWER: 'BAD_GATEWAY',
  READING_MARKS_FULL: 'CONFLICT',
  NEWSLETTER_LINK_INVALID: 'BAD_REQUEST',
  MAIL_NOT_CONFIGURED: 'SERVICE_UNAVAILABLE',
  MAIL_SEND_FAILED: 'BAD_GATEWAY',
  NEWSLETTER_ISSUE_LOCKED: 'CONFLICT',
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

/** Interpolation values of an app error (e.g. minutes to wait), for the translated message. */
export function appParamsOf(error: TRPCError): Record<string, string | number> {
  return error.cause instanceof AppErrorCause ? error.cause.params : {};
}

/** The app code of any error thrown by a procedure (derived from the tRPC code when absent). */
export function appCodeOf(error: TRPCError): AppErrorCode {
  if (error.cause instanceof AppErrorCause) return error.cause.appCode;
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
