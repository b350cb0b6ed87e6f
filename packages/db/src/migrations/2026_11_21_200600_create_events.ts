import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`btrim(title) <> ''`))
    .addColumn('description', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('Children', 'Workshop', 'Discussion', 'Special')`),
    )
    .addColumn('max_attendees', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(50)
        .check(sql`max_attendees > 0`),
    )
    // The spec's date/time are free text; calendars and ordering need a real instant too.
    .addColumn('starts_at', 'timestamptz')
    .addColumn('duration_minutes', 'integer', (c) => c.check(sql`duration_minutes > 0`))
    .addColumn('branch_id', 'text', (c) => c.references('branches.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
