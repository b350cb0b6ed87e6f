import { type Kysely, sql } from 'kysely';

/**
 * A scan the phone re-sends after losing its connection carries the same client scan id; this
 * index finds the copy the first attempt already saved, so a retry never adds a second copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index scan_history_client_scan_id_idx on scan_history ((scan_data->>'clientScanId')) where success`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scan_history_client_scan_id_idx').execute();
}
