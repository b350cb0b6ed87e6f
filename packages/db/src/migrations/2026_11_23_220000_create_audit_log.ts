import { type Kysely, sql } from 'kysely';

/**
 * Who changed what, when: one row per staff action that changes data, written in the same
 * transaction as the change. Append-only: a trigger refuses every update and delete, so not
 * even a bug in the application can rewrite history (only a database owner dropping the
 * trigger could).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as it was at the time: the account may be renamed or removed later.
    .addColumn('actor_email', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_log_at_idx')
    .on('audit_log')
    .columns(['at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'at desc'])
    .execute();
  await db.schema
    .createIndex('audit_log_kind_idx')
    .on('audit_log')
    .columns(['kind', 'at desc'])
    .execute();
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete or truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
}
