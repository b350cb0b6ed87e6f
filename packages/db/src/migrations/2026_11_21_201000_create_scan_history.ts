import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('scan_type', 'text', (c) =>
      c.notNull().check(sql`scan_type in ('barcode', 'manual', 'image')`),
    )
    .addColumn('scan_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('book_inventory.id').onDelete('set null'),
    )
    .addColumn('success', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('scan_history_created_at_idx')
    .on('scan_history')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scan_history').execute();
}
