import { type Kysely, sql } from 'kysely';

/**
 * What the people who asked for a job see of it: its progress (`done` of `total`), its state and
 * its outcome. pg-boss (schema `pgboss`) delivers and retries the work; this row, updated by the
 * worker in the same transaction as the work's own writes, is the job's history and the reason
 * a retried job neither loses nor repeats what an earlier attempt finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject_id', 'text')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'active', 'completed', 'failed')`),
    )
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'jsonb')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('jobs_done_within_total', sql`done >= 0 and done <= total`)
    .execute();
  await db.schema
    .createIndex('jobs_requested_by_idx')
    .on('jobs')
    .columns(['requested_by', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('jobs_kind_state_idx')
    .on('jobs')
    .columns(['kind', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
