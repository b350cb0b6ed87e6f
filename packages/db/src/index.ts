export { createDb, type Db, type CreateDbOptions } from './client';
export type { Database } from './schema';
export * from './constants';
export { migrateToLatest, migrateDown } from './migrate';
export { openDatabase, ensureDatabase, findRepoRoot, type DatabaseTarget } from './connect';
export {
  startEmbeddedPostgres,
  EmbeddedAlreadyRunningError,
  freePort,
  type EmbeddedPostgres,
} from './embedded';
export { seed, type SeedOptions, type SeedReport } from './seed/seed';
export * from './queries/books';
export * from './queries/events';
export * from './queries/branches';
export * from './queries/health';
export type * from './tables/book-inventory';
export type * from './tables/books';
export type * from './tables/branches';
export type * from './tables/districts';
export type * from './tables/ebook-downloads';
export type * from './tables/ebooks';
export type * from './tables/events';
export type * from './tables/loans';
export type * from './tables/newsletters';
export type * from './tables/reading-sessions';
export type * from './tables/scan-history';
export type * from './tables/sessions';
export type * from './tables/users';
export * from './queries/auth';
export * from './queries/staff';
export type * from './tables/login-failures';
export * from './queries/inventory';
export type * from './tables/isbn-lookups';
export * from './queries/ebooks';
export * from './queries/ebooks-search';
export * from './queries/ebooks-reading';
export * from './queries/newsletter';
export * from './queries/dashboard';
export * from './queries/ebooks-import';
export * from './queries/audit';
export type * from './tables/audit-log';
export * from './queries/jobs';
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
  type JobPayloads,
  type JobTiming,
} from './job-queue';
