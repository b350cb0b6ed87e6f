import { type Kysely, sql } from 'kysely';

/**
 * The messages waiting to be sent, oldest first: what the reminders job reads a batch from and
 * the circulation upkeep looks through for any never handed to a job. Every message ever sent
 * stays in `member_messages` (staff read a member's), so without it each batch of 200 read the
 * whole table: 250 ms at a million sent messages, fifty times for a morning's reminders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index member_messages_queued_idx on member_messages (id)
    where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index member_messages_queued_idx`.execute(db);
}
