import { type Kysely, sql } from 'kysely';

/**
 * What the online catalogues answered for an ISBN, so a second copy of a book is catalogued
 * instantly and without a network. Failures (timeouts, outages) are not cached: only answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('isbn_lookups')
    .addColumn('isbn', 'text', (c) => c.primaryKey().check(sql`isbn ~ '^97[89][0-9]{10}$'`))
    .addColumn('found', 'boolean', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.check(sql`source in ('openlibrary', 'googlebooks')`))
    .addColumn('record', 'jsonb')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'isbn_lookups_found_has_record',
      sql`(found and source is not null and record is not null) or (not found and record is null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('isbn_lookups').execute();
}
