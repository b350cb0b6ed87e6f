import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_inventory')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('isbn', 'text')
    .addColumn('category', 'text')
    .addColumn('description', 'text')
    .addColumn('source_method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('MANUAL')
        .check(sql`source_method in ('ISBN_SCAN', 'OCR_AI', 'MANUAL')`),
    )
    .addColumn('image_urls', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('raw_ocr_text', 'text')
    .addColumn('qr_code_svg', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('AWAITING_REVIEW')
        .check(sql`status in ('AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN', 'ARCHIVED')`),
    )
    // The main library's code; the seed always creates that branch.
    .addColumn('branch_id', 'text', (c) =>
      c.notNull().defaultTo('JPL').references('branches.id').onUpdate('cascade'),
    )
    .addColumn('publisher', 'text')
    .addColumn('publication_year', 'integer')
    .addColumn('language', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('verified_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('verification_notes', 'text')
    .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('book_inventory_sku_idx')
    .on('book_inventory')
    .column('sku')
    .unique()
    .execute();
  await db.schema
    .createIndex('book_inventory_status_idx')
    .on('book_inventory')
    .column('status')
    .execute();
  await db.schema
    .createIndex('book_inventory_isbn_idx')
    .on('book_inventory')
    .column('isbn')
    .execute();
  await db.schema
    .createIndex('book_inventory_category_idx')
    .on('book_inventory')
    .column('category')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_inventory').execute();
}
