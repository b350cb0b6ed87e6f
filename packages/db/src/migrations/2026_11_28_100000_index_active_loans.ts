import { type Kysely, sql } from 'kysely';

/**
 * The loans out now, longest-due first: the staff's overdue and active lists read their pages
 * and totals from this small index alone (its rows carry the member and the copy, which a
 * listed loan must have), and the reminders find the loans due soon or late in it. Indexed
 * over all loans by status, a million returned loans made the planner expect thousands of
 * rows where there were few, and count the late ones through every member and copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index loans_active_due_idx on loans (due_date, id)
    include (member_id, inventory_id) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index loans_active_due_idx`.execute(db);
}
