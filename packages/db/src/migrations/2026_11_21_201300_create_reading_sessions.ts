import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reading_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ebook_id', 'integer', (c) =>
      c.notNull().references('ebooks.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('current_page', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`current_page >= 1`),
    )
    .addColumn('total_pages', 'integer')
    .addColumn('reading_progress', sql`numeric(5, 2)`, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reading_progress between 0 and 100`),
    )
    .addColumn('last_read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('bookmarks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('session_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One reading position per reader and book, so progress follows them across devices.
    .addUniqueConstraint('reading_sessions_user_ebook_key', ['user_id', 'ebook_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_sessions').execute();
}
