import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './client';
import { installJobQueue } from './job-queue';
import { migrations } from './migrations';

function migrator(db: Kysely<unknown>): Migrator {
  // Migrations are written in snake_case SQL: run them without the camel-case plugin.
  return new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
}

/**
 * Applies every pending migration, then installs (or updates) the job queue's own schema and
 * queues (pg-boss, `installJobQueue`): a database this returns from can run and queue jobs,
 * whoever migrated it (`pnpm start`, `pnpm db:migrate`, tests, benchmarks). Throws the first
 * failure with the migration's name.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  const result = await migrator(db as Kysely<unknown>).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, {
      cause: result.error,
    });
  }
  await installJobQueue(db as unknown as Db);
  return result;
}

/**
 * The names of the migrations this code has that the database has not run, oldest first (empty
 * when it is current). Reads only: a database without the migrations table has them all pending.
 */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const known = await migrator(db as Kysely<unknown>).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** The names of the migrations this code has, oldest first. */
export function migrationNames(): string[] {
  return Object.keys(migrations).sort();
}

/** Undoes the latest migration (development only). */
export async function migrateDown<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  return migrator(db as Kysely<unknown>).migrateDown();
}
