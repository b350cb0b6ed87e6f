import { type Kysely, sql } from 'kysely';

/**
 * Members by category (issue 27): the lending rules screen counts a category's members, and a
 * category may be deleted only when none is in it (the check, and the foreign key's, read it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index members_category_idx on members (category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_category_idx`.execute(db);
}
