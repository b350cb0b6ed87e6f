import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loans')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Restrict: a book or member with loan history is not deleted silently with it.
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('restrict'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('branch_id', 'text', (c) => c.references('branches.id').onDelete('set null'))
    .addColumn('checkout_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('due_date', 'timestamptz', (c) => c.notNull())
    .addColumn('return_date', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'returned', 'lost')`),
    )
    .execute();
  await db.schema
    .createIndex('loans_status_due_date_idx')
    .on('loans')
    .columns(['status', 'due_date'])
    .execute();
  await db.schema.createIndex('loans_book_id_idx').on('loans').column('book_id').execute();
  await db.schema.createIndex('loans_user_id_idx').on('loans').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loans').execute();
}
