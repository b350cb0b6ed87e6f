import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebook_downloads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ebook_id', 'integer', (c) =>
      c.notNull().references('ebooks.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip_address', 'text')
    .addColumn('device', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('downloaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ebook_downloads_ebook_id_idx')
    .on('ebook_downloads')
    .column('ebook_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ebook_downloads').execute();
}
