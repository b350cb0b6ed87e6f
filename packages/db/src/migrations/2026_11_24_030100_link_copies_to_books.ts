import { type Kysely, sql } from 'kysely';

/**
 * One catalogue: a scanned copy belongs to a title of the public collection once verified.
 * Titles get the ISBN they were matched by (unique, so two scans of one ISBN find one title)
 * and the cover the site fetched for them, if any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('books').addColumn('isbn', 'text').execute();
  await db.schema.alterTable('books').addColumn('cover_url', 'text').execute();
  await sql`create unique index books_isbn_idx on books (isbn) where isbn is not null`.execute(db);
  await db.schema
    .alterTable('book_inventory')
    .addColumn('book_id', 'integer', (c) => c.references('books.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('book_inventory_book_idx')
    .on('book_inventory')
    .columns(['book_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('book_inventory_book_idx').execute();
  await db.schema.alterTable('book_inventory').dropColumn('book_id').execute();
  await db.schema.dropIndex('books_isbn_idx').execute();
  await db.schema.alterTable('books').dropColumn('cover_url').execute();
  await db.schema.alterTable('books').dropColumn('isbn').execute();
}
