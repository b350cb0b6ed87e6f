import { type Kysely, sql } from 'kysely';

/** The home page's featured shelf: active featured e-books, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ebooks_featured_created_at_idx')
    .on('ebooks')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('is_active'), '=', true)
    .where(sql.ref('is_featured'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ebooks_featured_created_at_idx').execute();
}
