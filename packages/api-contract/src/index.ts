export { appRouter, createCaller, type AppRouter } from './root';
export { accessRefusal, type Access } from './access';
export type { RouterInputs, RouterOutputs } from './router-types';
export {
  publicProcedure,
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
} from './services';
export { checkIsbn, cleanIsbn } from './inventory/isbn';
export { COVER_FIELDS } from './services';
export { UNKNOWN_TITLE, UNKNOWN_AUTHOR, DEFAULT_CATEGORY } from './inventory/process-scan';
export { EBOOK_REMOTE_HOSTS, isAllowedEbookUrl } from './ebooks/remote-hosts';
export {
  EbookCatalogueError,
  type EbookCatalogue,
  type EbookCatalogueFailure,
  type EbookCatalogueQuery,
} from './services';
export type { ImportCandidate, ImportSource } from './schemas/ebooks-import';
export type { DashboardStats } from './schemas/dashboard';
export { eventStartsAt } from './events/starts-at';
export { readScanPhotos, type JobDeps } from './inventory/read-cover';
export { importBooksJob } from './routers/ebooks-import';
export type { JobView } from './schemas/jobs';
