import { type Kysely, sql } from 'kysely';

/**
 * The library's members: people registered at a desk who may borrow. A member is not an
 * account: most never sign in. `user_id` links the patron account of those who do (created when
 * staff hand them a set-password link). The member number comes from its own sequence and
 * carries a check digit (formatted by the app), so a mistyped number is caught at the desk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence member_number_seq`.execute(db);
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_number', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull().check(sql`btrim(full_name) <> ''`))
    .addColumn('phone', 'text')
    .addColumn('email', 'text', (c) => c.check(sql`email = lower(btrim(email))`))
    .addColumn('branch_id', 'text', (c) =>
      c.notNull().references('branches.id').onUpdate('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'suspended')`),
    )
    // One member per account; an account removed leaves the member (and their loans) alone.
    .addColumn('user_id', 'uuid', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A member the library cannot reach is no member: a phone number or an e-mail address.
    .addCheckConstraint('members_reachable', sql`phone is not null or email is not null`)
    .execute();
  await db.schema.createIndex('members_branch_idx').on('members').column('branch_id').execute();
  // Desk searches by any part of a name, in any script (pg_trgm is installed by the first migration).
  await sql`create index members_name_trgm_idx on members using gin (lower(full_name) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('members').execute();
  await sql`drop sequence member_number_seq`.execute(db);
}
