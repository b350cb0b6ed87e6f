import { type Kysely, sql } from 'kysely';

/**
 * The staff charts' time series (`reports-series.ts`) count a year of rows per chart: a
 * million loans over five years is some 200,000 a year. Each index holds the time the series
 * buckets by and the columns its filters read, so a year is an index-only range scan and never
 * a pass over the whole table:
 * - loans by when they were lent (lent per bucket; loans out at a bucket's end counts the lends
 *   after it), with their branch and status;
 * - loans by when they came back (returns per bucket; loans out at a bucket's end), with their
 *   branch;
 * - the loans that came back late, the few that were overdue for a while before their return
 *   (overdue at a bucket's end), with their due date and branch;
 * - e-book downloads by when (per language through the e-book);
 * - members by when they joined, with their branch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index loans_checkout_idx on loans (checkout_date)
    include (branch_id, status)`.execute(db);
  await sql`create index loans_return_date_idx on loans (return_date)
    include (branch_id) where return_date is not null`.execute(db);
  await sql`create index loans_late_return_idx on loans (return_date)
    include (due_date, branch_id) where status = 'returned' and return_date > due_date`.execute(db);
  await sql`create index ebook_downloads_at_idx on ebook_downloads (downloaded_at)
    include (ebook_id)`.execute(db);
  await sql`create index members_created_idx on members (created_at) include (branch_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'loans_checkout_idx',
    'loans_return_date_idx',
    'loans_late_return_idx',
    'ebook_downloads_at_idx',
    'members_created_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
