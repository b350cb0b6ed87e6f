import { type Kysely, sql } from 'kysely';

/**
 * Sign-in limits that cannot lock staff out (decision 0018). A browser that has signed in to
 * an account holds a device cookie; the SHA-256 of its token is kept here for that account, so
 * the account's own device is judged by its own failures, not by an attacker's elsewhere.
 * Failed sign-ins remember which device (if any) made them and whether it was trusted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trusted_devices_pkey', ['token_hash', 'user_id'])
    .execute();
  await db.schema
    .createIndex('trusted_devices_last_used_at_idx')
    .on('trusted_devices')
    .column('last_used_at')
    .execute();
  await db.schema
    .alterTable('login_failures')
    .addColumn('device_hash', 'text')
    .addColumn('trusted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('login_failures_device_idx')
    .on('login_failures')
    .columns(['device_hash', 'failed_at'])
    .where(sql.ref('device_hash'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_device_idx').execute();
  await db.schema
    .alterTable('login_failures')
    .dropColumn('device_hash')
    .dropColumn('trusted')
    .execute();
  await db.schema.dropTable('trusted_devices').execute();
}
