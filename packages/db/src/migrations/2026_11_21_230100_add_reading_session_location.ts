import type { Kysely } from 'kysely';

/** Where in the book the reader is: an EPUB CFI, or a character offset in a text file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reading_sessions').addColumn('location', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reading_sessions').dropColumn('location').execute();
}
