import type { AuditLogTable } from './tables/audit-log';
import type { JobsTable } from './tables/jobs';
import type { BookInventoryTable } from './tables/book-inventory';
import type { BooksTable } from './tables/books';
import type { BranchesTable } from './tables/branches';
import type { DistrictsTable } from './tables/districts';
import type { EbookDownloadsTable } from './tables/ebook-downloads';
import type { EbooksTable } from './tables/ebooks';
import type { EventsTable } from './tables/events';
import type { IsbnLookupsTable } from './tables/isbn-lookups';
import type { LoginFailuresTable } from './tables/login-failures';
import type { LoansTable } from './tables/loans';
import type { NewslettersTable } from './tables/newsletters';
import type { ReadingSessionsTable } from './tables/reading-sessions';
import type { ScanHistoryTable } from './tables/scan-history';
import type { SeedHistoryTable } from './tables/seed-history';
import type { SessionsTable } from './tables/sessions';
import type { UsersTable } from './tables/users';

/** The whole database as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  districts: DistrictsTable;
  branches: BranchesTable;
  users: UsersTable;
  sessions: SessionsTable;
  books: BooksTable;
  events: EventsTable;
  newsletters: NewslettersTable;
  loans: LoansTable;
  bookInventory: BookInventoryTable;
  scanHistory: ScanHistoryTable;
  ebooks: EbooksTable;
  ebookDownloads: EbookDownloadsTable;
  readingSessions: ReadingSessionsTable;
  seedHistory: SeedHistoryTable;
  loginFailures: LoginFailuresTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
  isbnLookups: IsbnLookupsTable;
}
