export { appRouter, createCaller, type AppRouter } from './root';
export { accessRefusal, type Access } from './access';
export type { Deprecation } from './deprecation';
export type { RouterInputs, RouterOutputs } from './router-types';
export {
  publicProcedure,
  collectionProcedure,
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
export { checkIsbn, cleanIsbn } from './inventory/isbn';
export { code128Svg, isbnBarcodeSvg } from './inventory/barcode';
export { COVER_FIELDS } from './services';
export { UNKNOWN_TITLE, UNKNOWN_AUTHOR, DEFAULT_CATEGORY } from './inventory/process-scan';
export {
  coverHostSources,
  EBOOK_REMOTE_HOSTS,
  isAllowedCoverUrl,
  isAllowedEbookUrl,
} from './ebooks/remote-hosts';
export { isPublicAddress } from './address-policy';
export { visibleEbook, type EbookShowing } from './ebooks/visibility';
export { EBOOK_FILE_EXTENSIONS, ebookFilename } from './ebooks/filename';
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
export { passwordLinkId } from './members/password-link';
// The desk's audit drafting, for what sets a library up through the queries (backup tests).
export { loanAudit } from './loans/audit';
export { memberAudit } from './members/audit';
export type { JobDeps } from './jobs/deps';
export { readCoverJob } from './inventory/read-cover-job';
export { importBooksJob } from './ebooks/import-job';
export { sendIssueJob } from './newsletter/send-job';
export { passwordResetJob } from './members/password-reset';
export {
  circulationUpkeep,
  memberMail,
  memberMessageJob,
  remindersJob,
} from './holds/member-message';
export { holdAudit } from './holds/audit';
export {
  eventMessageJob,
  eventPlaceMail,
  eventPlacesUpkeep,
  placeLinkId,
} from './events/place-mail';
export type { JobView } from './schemas/jobs';
export {
  authenticateToken,
  looksLikeTokenSecret,
  newTokenSecret,
  tokenHash,
} from './tokens/secret';
export {
  refuseBeyondToken,
  scopesForRole,
  tokenAllows,
  tokenNeeds,
  TOKEN_SCOPES,
  type TokenScope,
  type TokenUse,
} from './tokens/scopes';
export { TOKEN_RATE_LIMIT } from './tokens/limit';
export { marcTitleRecord, marcLanguage, type MarcTitle } from './inventory/export';
export { webhookPausedJob, webhookPausedMail } from './webhooks/paused-mail';
export { newWebhookSecret, openSecret, sealSecret, type WebhookKeys } from './webhooks/secret';
export { webhookKeys } from './webhooks/keys';
export { webhookUrlProblem } from './webhooks/url';
export type { WebhookSettings } from './services';
