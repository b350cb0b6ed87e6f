import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored normalised, so a plain unique constraint is enough to stop 'A@x' beside 'a@x'.
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(btrim(email))`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('patron')
        .check(sql`role in ('patron', 'librarian', 'super_admin')`),
    )
    .addColumn('branch_id', 'text', (c) => c.references('branches.id').onDelete('set null'))
    .addColumn('district_id', 'integer', (c) => c.references('districts.id').onDelete('set null'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
