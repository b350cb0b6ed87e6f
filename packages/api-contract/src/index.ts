export { appRouter, createCaller, type AppRouter } from './root';
export { accessRefusal, type Access } from './access';
export type { RouterInputs, RouterOutputs } from './router-types';
export {
  publicProcedure,
  catalogueProcedure,
  staffProcedure,
  superAdminProcedure,
  router,
  type Context,
  type SessionUser,
  type ResponseControls,
  type Meta,
} from './trpc';
export {
  appError,
  appCodeOf,
  appParamsOf,
  httpStatusOf,
  DATABASE_RETRY_AFTER_SECONDS,
  AppErrorCause,
  APP_ERROR_CODES,
  type AppErrorCode,
} from './errors';
export type {
  Services,
  AuthService,
  SignedInUser,
  CatalogueClient,
  IsbnRecord,
  CheckedImage,
  CoverReading,
  FieldReading,
  VisionService,
  ImageStore,
  CoverService,
  Mailer,
  MailMessage,
} from './services';
export { escapeHtml } from './html';
export { namedFieldMessage, translatedFieldErrors, type FieldErrors } from './field-errors';
export { runNewsletterIssueSend, type IssueSendDeps } from './newsletter/send';
export { checkIsbn, cleanIsbn } from './inventory/isbn';
export { COVER_FIELDS } from './services';
export { UNKNOWN_TITLE, UNKNOWN_AUTHOR, DEFAULT_CATEGORY } from './inventory/process-scan';
export {
  coverHostSources,
  EBOOK_REMOTE_HOSTS,
  isAllowedCoverUrl,
  isAllowedEbookUrl,
} from './ebooks/remote-hosts';
export {
  EbookCatalogueError,
  type EbookCatalogue,
  type EbookCatalogueFailure,
  type EbookCatalogueQuery,
} from './services';
export type { ImportCandidate, ImportSource } from './schemas/ebooks-import';
export type { DashboardStats } from './schemas/dashboard';
export { eventStartsAt } from './events/starts-at';
export {
  clientKey,
  enforceRateLimit,
  rateLimited,
  rateLimitWait,
  RATE_LIMITS,
  waitParams,
  type LimitedAction,
  type LimitRule,
} from './limits';
export { passwordLinkId } from './routers/members';
export { readScanPhotos, type JobDeps } from './inventory/read-cover';
export { importBooksJob } from './routers/ebooks-import';
export type { JobView } from './schemas/jobs';
