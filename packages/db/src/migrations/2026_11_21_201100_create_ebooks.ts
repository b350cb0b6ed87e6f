import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebooks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`btrim(title) <> ''`))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`btrim(author) <> ''`))
    .addColumn('genre', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`genre in ('fiction', 'non-fiction', 'poetry', 'history', 'science', 'literature', 'biography', 'philosophy')`,
        ),
    )
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('English')
        .check(sql`language in ('English', 'Tamil', 'Sinhala')`),
    )
    .addColumn('isbn', 'text')
    .addColumn('publisher', 'text')
    .addColumn('publication_year', 'integer')
    .addColumn('file_format', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PDF')
        .check(sql`file_format in ('PDF', 'EPUB', 'TXT')`),
    )
    .addColumn('file_size', 'text')
    .addColumn('cover_image_url', 'text')
    .addColumn('total_pages', 'integer', (c) => c.check(sql`total_pages >= 0`))
    .addColumn('is_public_domain', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('download_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`download_count >= 0`),
    )
    .addColumn('rating', sql`numeric(2, 1)`, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rating between 0 and 5`),
    )
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('source', 'text')
    .addColumn('source_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One row per book of a catalogue: importing it again must find this one.
    .addUniqueConstraint('ebooks_source_source_id_key', ['source', 'source_id'])
    .execute();
  await db.schema
    .createIndex('ebooks_active_created_at_idx')
    .on('ebooks')
    .columns(['is_active', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ebooks_active_download_count_idx')
    .on('ebooks')
    .columns(['is_active', 'download_count'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ebooks').execute();
}
