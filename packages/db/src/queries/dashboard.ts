import { sql } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE } from '../library-time';
import { isUpcomingEvent } from './events';

/** The staff dashboard's eight figures (spec §3 "Dashboard statistics"). */
export interface DashboardStats {
  /** Every book of the collection. */
  totalBooks: number;
  /** Books added since the first of this month, midnight in the library's time zone. */
  newBooksThisMonth: number;
  /** Members who may borrow (registered at a desk, not suspended). */
  totalMembers: number;
  /** Events not yet past: starting today (library time) or later, or with no known start. */
  totalEvents: number;
  /** Branches open to the public. */
  totalBranches: number;
  /** Loans whose book is still out. */
  activeLoans: number;
  /** Newsletter subscribers who confirmed their address and have not left. */
  newsletterSubs: number;
  /** Active loans whose due date has passed. */
  overdueBooks: number;
}

/**
 * Counts everything the dashboard shows in one round trip. `now` is the request's clock, so
 * "this month" and "overdue" are testable at any fixed moment.
 */
export async function dashboardStats(db: Db, now: Date): Promise<DashboardStats> {
  const tz = LIBRARY_TIME_ZONE;
  // Local midnight of the 1st (and of today), turned back into an instant.
  const monthStart = sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone ${tz}) at time zone ${tz})`;
  const count = (table: string, where: ReturnType<typeof sql> = sql`true`) =>
    sql<number>`(select count(*) from ${sql.table(table)} where ${where})`;

  const { rows } = await sql<DashboardStats>`
    select
      (select coalesce(sum(n), 0) from book_counts) as total_books,
      ${count('books', sql`created_at >= ${monthStart} and created_at <= ${now}`)} as new_books_this_month,
      ${count('members', sql`status = 'active'`)} as total_members,
      ${count('events', isUpcomingEvent(now))} as total_events,
      ${count('branches', sql`is_active`)} as total_branches,
      ${count('loans', sql`status = 'active'`)} as active_loans,
      ${count('newsletters', sql`confirmed_at is not null and unsubscribed_at is null`)} as newsletter_subs,
      ${count('loans', sql`status = 'active' and due_date < ${now}`)} as overdue_books
  `.execute(db);
  return rows[0]!;
}
