import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('branches')
    // The id is the branch code that prefixes inventory SKUs, so it must stay short and plain.
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[A-Z]{2,5}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ta', 'text')
    .addColumn('name_si', 'text')
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('coordinates', 'jsonb')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('branches_district_id_idx')
    .on('branches')
    .column('district_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branches').execute();
}
