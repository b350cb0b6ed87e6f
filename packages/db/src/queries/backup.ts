import { sql, type Kysely } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';

/** The schemas a backup holds: the library's own tables and the job queue's (pg-boss). */
export const BACKED_UP_SCHEMAS = ['public', 'pgboss'] as const;

/**
 * Tables whose rows the migrations write themselves (their bookkeeping, the default lending
 * rules and member categories, the newsletter's signing secret): a database holding only these has no library data
 * yet. The backup test checks that a freshly migrated database counts as empty, so a migration
 * that fills another table fails it until that table is named here.
 */
export const TABLES_FILLED_BY_MIGRATIONS = [
  'kysely_migration',
  'kysely_migration_lock',
  'loan_settings',
  'member_categories',
  'site_secrets',
] as const;

/** What a database holds, as a backup's manifest records it and a restore checks it. */
export interface DatabaseInventory {
  /** PostgreSQL's version (`15.18`) and major (15): pg_dump must be at least that major. */
  serverVersion: string;
  serverMajor: number;
  /** The newest migration the database has run; null when it has run none. */
  newestMigration: string | null;
  /**
   * Rows per table (`schema.table`) of the backed-up schemas: every table that holds rows
   * itself (a partitioned table's rows are counted in its partitions), unlogged ones too.
   */
  tables: Record<string, number>;
}

/** Counts every table of the backed-up schemas, and says which PostgreSQL and migration it is. */
export async function databaseInventory(db: Kysely<Database>): Promise<DatabaseInventory> {
  const { rows: version } = await sql<{ version: string; num: number }>`
    select current_setting('server_version') as version,
           current_setting('server_version_num')::int as num`.execute(db);
  const { rows: names } = await sql<{ schema: string; name: string }>`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in (${sql.join([...BACKED_UP_SCHEMAS])})
    order by n.nspname, c.relname`.execute(db);
  const tables: Record<string, number> = {};
  if (names.length) {
    const counts = names.map(
      ({ schema, name }) =>
        sql`select ${`${schema}.${name}`}::text as t, count(*) as n from ${sql.table(`${schema}.${name}`)}`,
    );
    const { rows } = await sql<{
      t: string;
      n: number;
    }>`${sql.join(counts, sql` union all `)}`.execute(db);
    for (const row of rows) tables[row.t] = Number(row.n);
  }
  const migrated = 'public.kysely_migration' in tables;
  const newest = migrated
    ? (
        await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(
          db,
        )
      ).rows[0]?.name
    : null;
  return {
    serverVersion: version[0]!.version.split(' ')[0]!,
    serverMajor: Math.floor(version[0]!.num / 10_000),
    newestMigration: newest ?? null,
    tables,
  };
}

/** The tables of `inventory` that hold library data (rows no migration wrote), with their counts. */
export function tablesWithData(inventory: DatabaseInventory): Array<[string, number]> {
  const own = new Set<string>(TABLES_FILLED_BY_MIGRATIONS.map((name) => `public.${name}`));
  return Object.entries(inventory.tables).filter(
    ([table, rows]) => rows > 0 && table.startsWith('public.') && !own.has(table),
  );
}

/**
 * Runs `work` inside a read-only repeatable-read transaction that has exported its snapshot:
 * pg_dump given the snapshot's name (`--snapshot`) dumps exactly the rows the inventory counted,
 * whatever the site writes meanwhile. The transaction stays open until `work` settles.
 */
export async function withExportedSnapshot<T>(
  db: Db,
  work: (snapshot: string, inventory: DatabaseInventory) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
      return work(rows[0]!.id, await databaseInventory(trx));
    });
}

/** How many other sessions are connected to this database (a running site holds some). */
export async function otherConnections(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and backend_type = 'client backend'`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * SQL that empties the database for a restore, run first in the restore's own transaction:
 * every schema that is not PostgreSQL's own is dropped with all it holds (tables, partitions a
 * backup may not have, extensions' objects), and `public` is made again as a new database has
 * it. The restore then creates everything afresh, so nothing of what was there survives.
 */
export async function emptyingStatements(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg\_temp\_%' and nspname not like 'pg\_toast\_temp\_%'
    order by nspname`.execute(db);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return [
    ...rows.map(({ name }) => `drop schema ${quote(name)} cascade;`),
    'create schema public authorization pg_database_owner;',
    'grant usage on schema public to public;',
    "comment on schema public is 'standard public schema';",
  ].join('\n');
}
