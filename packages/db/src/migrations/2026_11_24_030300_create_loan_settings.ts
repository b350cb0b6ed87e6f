import { type Kysely, sql } from 'kysely';

/**
 * The lending rules the head librarian sets: how long a loan runs and how often it may be
 * renewed. One row (the primary key can only be true), created here with the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loan_settings')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('loan_period_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(14)
        .check(sql`loan_period_days between 1 and 365`),
    )
    .addColumn('max_renewals', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`max_renewals between 0 and 50`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into loan_settings default values`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loan_settings').execute();
}
