import { type Kysely, sql } from 'kysely';

/**
 * Which copy of its ISBN at its branch an item is (1, 2, 3…): the SKU carries it and the
 * scanner says it, so duplicates are visible. Null for items without an ISBN.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('book_inventory')
    .addColumn('copy_number', 'integer', (c) => c.check(sql`copy_number > 0`))
    .execute();
  await db.schema
    .createIndex('book_inventory_isbn_copy_idx')
    .on('book_inventory')
    .columns(['branch_id', 'isbn', 'copy_number'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('book_inventory_isbn_copy_idx').execute();
  await db.schema.alterTable('book_inventory').dropColumn('copy_number').execute();
}
