export {
  createDb,
  holdDatabase,
  inTransaction,
  onConnectionError,
  poolStats,
  probeDatabase,
  type PoolStats,
  type Db,
  type CreateDbOptions,
  type ConnectionErrorListener,
} from './client';
export { isBadValue, isDatabaseUnavailable } from './availability';
export type { Database } from './schema';
export * from './constants';
export { migrateToLatest, migrateDown, migrationNames, pendingMigrations } from './migrate';
export {
  openDatabase,
  ensureDatabase,
  findRepoRoot,
  runningEmbeddedDatabase,
  type DatabaseTarget,
} from './connect';
export {
  startEmbeddedPostgres,
  EmbeddedAlreadyRunningError,
  freePort,
  type EmbeddedPostgres,
  type Supervision,
} from './embedded';
export { seed, type SeedOptions, type SeedReport } from './seed/seed';
export * from './queries/books';
export * from './queries/books-harvest';
export * from './queries/events';
export * from './queries/branches';
export * from './queries/health';
export * from './queries/metrics';
export type * from './tables/book-inventory';
export type * from './tables/books';
export type * from './tables/branches';
export type * from './tables/districts';
export type * from './tables/ebook-downloads';
export type * from './tables/ebooks';
export type * from './tables/events';
export type * from './tables/loans';
export type * from './tables/holds';
export type * from './tables/event-registrations';
export type * from './tables/newsletters';
export type * from './tables/reading-sessions';
export type * from './tables/scan-history';
export type * from './tables/sessions';
export type * from './tables/users';
export * from './queries/auth';
export * from './queries/staff';
export type * from './tables/login-failures';
export type * from './tables/trusted-devices';
export * from './queries/rate-limits';
export type * from './tables/rate-limits';
export * from './queries/inventory';
export * from './queries/inventory-readings';
export * from './queries/isbn-lookups';
export * from './queries/scan-history';
export type * from './tables/isbn-lookups';
export * from './queries/ebooks';
export * from './queries/ebooks-search';
export { backfillEbookSearch, vacuumEbooks } from './queries/ebooks-search-upkeep';
export * from './queries/ebooks-reading';
export * from './queries/ebooks-site';
export * from './queries/newsletter';
export * from './queries/dashboard';
export * from './queries/reports-series';
export * from './queries/reports';
export * from './queries/ebooks-import';
export * from './queries/audit';
export * from './queries/paging';
export { substringSearch } from './queries/contains';
export {
  collectionSettled,
  collectionVersion,
  onCollectionChange,
  watchCollectionChanges,
  type CollectionWatcher,
} from './changes';
export * from './queries/members';
export * from './queries/members-categories';
export * from './queries/loans';
export * from './queries/loans-settings';
export * from './queries/loans-fines';
export * from './queries/loans-list';
export { MAX_SCAN_AGE_DAYS, scanTime } from './queries/loans-scan-time';
export * from './queries/holds';
export * from './queries/holds-shelf';
export * from './queries/member-messages';
export * from './queries/event-registrations';
export * from './queries/event-messages';
export * from './queries/lending-rules';
export * from './queries/stocktake';
export type * from './tables/stocktakes';
export type * from './tables/audit-log';
export type * from './tables/members';
export type * from './tables/loan-settings';
export type * from './tables/password-links';
export * from './queries/tokens';
export type * from './tables/api-tokens';
export * from './queries/webhooks';
export * from './queries/webhook-events';
export * from './queries/webhook-sending';
export type * from './tables/webhooks';
export * from './queries/jobs';
export * from './queries/backup';
export type * from './tables/jobs';
export {
  startJobQueue,
  installJobQueue,
  jobQueueInstalled,
  DEFAULT_JOB_TIMING,
  type JobQueue,
  type JobRunner,
  type JobHandler,
  type RunningJob,
  type RowlessJob,
  type RowlessJobKind,
  type JobPayloads,
  type JobTiming,
} from './job-queue';
