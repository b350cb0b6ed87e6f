import type { ApiTokensTable } from './tables/api-tokens';
import type { AuditLogTable } from './tables/audit-log';
import type { JobsTable } from './tables/jobs';
import type {
  EventMessagesTable,
  EventRegistrationLinksTable,
  EventRegistrationsTable,
} from './tables/event-registrations';
import type { HoldsTable, MemberMessagesTable } from './tables/holds';
import type { BookInventorySearchTable, BookInventoryTable } from './tables/book-inventory';
import type { BooksDeletedTable, BooksTable } from './tables/books';
import type { BranchesTable } from './tables/branches';
import type { DistrictsTable } from './tables/districts';
import type { EbookDownloadsTable } from './tables/ebook-downloads';
import type { EbooksTable } from './tables/ebooks';
import type { EventsTable } from './tables/events';
import type { IsbnLookupsTable } from './tables/isbn-lookups';
import type { BookCountsTable, EbookCountsTable, InventoryCountsTable } from './tables/list-counts';
import type { LoginFailuresTable } from './tables/login-failures';
import type { RateLimitsTable } from './tables/rate-limits';
import type { TrustedDevicesTable } from './tables/trusted-devices';
import type { FinesTable, LoansTable } from './tables/loans';
import type { LoanSettingsTable } from './tables/loan-settings';
import type { MemberCategoriesTable, MembersTable } from './tables/members';
import type { PasswordLinksTable } from './tables/password-links';
import type {
  NewsletterDeliveriesTable,
  NewsletterIssuesTable,
  SubscribersTable,
  SiteSecretsTable,
} from './tables/newsletters';
import type { ReadingSessionsTable } from './tables/reading-sessions';
import type { ScanHistoryTable } from './tables/scan-history';
import type { SeedHistoryTable } from './tables/seed-history';
import type { SessionsTable } from './tables/sessions';
import type { StocktakeScansTable, StocktakesTable } from './tables/stocktakes';
import type { UsersTable } from './tables/users';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './tables/webhooks';

/** The whole database as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  districts: DistrictsTable;
  branches: BranchesTable;
  users: UsersTable;
  sessions: SessionsTable;
  books: BooksTable;
  booksDeleted: BooksDeletedTable;
  events: EventsTable;
  /** The newsletter's subscribers (the table's SQL name is older than the word). */
  newsletters: SubscribersTable;
  newsletterIssues: NewsletterIssuesTable;
  newsletterDeliveries: NewsletterDeliveriesTable;
  siteSecrets: SiteSecretsTable;
  loans: LoansTable;
  fines: FinesTable;
  bookInventory: BookInventoryTable;
  bookInventorySearch: BookInventorySearchTable;
  scanHistory: ScanHistoryTable;
  ebooks: EbooksTable;
  ebookDownloads: EbookDownloadsTable;
  readingSessions: ReadingSessionsTable;
  seedHistory: SeedHistoryTable;
  loginFailures: LoginFailuresTable;
  trustedDevices: TrustedDevicesTable;
  rateLimits: RateLimitsTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
  isbnLookups: IsbnLookupsTable;
  ebookCounts: EbookCountsTable;
  bookCounts: BookCountsTable;
  inventoryCounts: InventoryCountsTable;
  members: MembersTable;
  memberCategories: MemberCategoriesTable;
  loanSettings: LoanSettingsTable;
  passwordLinks: PasswordLinksTable;
  holds: HoldsTable;
  memberMessages: MemberMessagesTable;
  eventRegistrations: EventRegistrationsTable;
  eventRegistrationLinks: EventRegistrationLinksTable;
  eventMessages: EventMessagesTable;
  stocktakes: StocktakesTable;
  stocktakeScans: StocktakeScansTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
  apiTokens: ApiTokensTable;
}
