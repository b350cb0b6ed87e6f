import { type Kysely, sql } from 'kysely';

/**
 * A loan is of one copy to one member. The partial unique index is the rule "never two loans
 * of one copy" in the database itself: whatever two desks do at the same instant, at most one
 * active loan per copy can commit. `client_id` is the desk's id for one lending scan, so a scan
 * re-sent after a lost connection finds the loan it already made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('loans')
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('restrict'))
    .addColumn('inventory_id', 'integer', (c) =>
      c.references('book_inventory.id').onDelete('restrict'),
    )
    .addColumn('client_id', 'uuid')
    .addColumn('renewals', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`renewals >= 0`),
    )
    .addColumn('lent_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('returned_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The borrower is the member; members need no account, so the account is optional.
  await sql`alter table loans alter column user_id drop not null`.execute(db);
  await sql`create unique index loans_one_active_per_copy_idx on loans (inventory_id) where status = 'active'`.execute(
    db,
  );
  await sql`create unique index loans_client_id_idx on loans (client_id) where client_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('loans_member_idx')
    .on('loans')
    .columns(['member_id', 'checkout_date desc'])
    .execute();
  await db.schema.createIndex('loans_inventory_idx').on('loans').column('inventory_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('loans_inventory_idx').execute();
  await db.schema.dropIndex('loans_member_idx').execute();
  await db.schema.dropIndex('loans_client_id_idx').execute();
  await db.schema.dropIndex('loans_one_active_per_copy_idx').execute();
  await db.schema
    .alterTable('loans')
    .dropColumn('returned_by')
    .dropColumn('lent_by')
    .dropColumn('renewals')
    .dropColumn('client_id')
    .dropColumn('inventory_id')
    .dropColumn('member_id')
    .execute();
}
