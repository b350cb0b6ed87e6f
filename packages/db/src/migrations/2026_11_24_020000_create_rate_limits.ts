import type { Kysely } from 'kysely';

/**
 * Request counters of the rate limits, one row per key (`<action>:<client>`), shared by every
 * API process: a fixed window that starts at the first hit and is counted with one atomic
 * upsert per request (decision 0019). Rows whose window has passed are swept by housekeeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_ends_at_idx')
    .on('rate_limits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
