import { type Kysely, sql } from 'kysely';

/**
 * Housekeeping drops the download log's IP addresses and user agents once they are older than
 * the retention setting (DOWNLOAD_LOG_RETENTION_DAYS); this index finds the rows still holding
 * them without reading the whole log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ebook_downloads_client_kept_idx')
    .on('ebook_downloads')
    .column('downloaded_at')
    .where(sql.ref('ip_address'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ebook_downloads_client_kept_idx').execute();
}
