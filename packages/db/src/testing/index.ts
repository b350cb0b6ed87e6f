import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { createDb, type Db } from '../client';
import type { Database } from '../schema';
import { startEmbeddedPostgres } from '../embedded';
import { ensureDatabase } from '../connect';
import { dbEnv } from '../env';
import { migrateToLatest } from '../migrate';
import { seed } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * Drafts no audit entry: for tests that set data up through queries taking the contract's
 * drafting (the contract's tests check the entries themselves).
 */
export const noAudit = (): null => null;

/** The fixed moment the seeded template is built at, so tests can reason about event dates. */
export const SEED_NOW = new Date('2026-11-21T04:30:00.000Z');
const TEMPLATE = 'template_migrated';
const SEEDED_TEMPLATE = 'template_seeded';

let stopServer: (() => Promise<void>) | undefined;

async function dockerAnswers(): Promise<boolean> {
  if (!dbEnv.dockerHost && !existsSync('/var/run/docker.sock')) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startServer(): Promise<string> {
  if (dbEnv.testDatabaseUrl) return dbEnv.testDatabaseUrl;
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    stopServer = async () => void (await container.stop());
    return container.getConnectionUri();
  }
  // A fresh directory per run: a run that was killed may have left its server behind.
  const parent = await mkdtemp(path.join(os.tmpdir(), 'library-test-pg-'));
  await chmod(parent, 0o777);
  const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data') });
  stopServer = async () => {
    await server.stop();
    await rm(parent, { recursive: true, force: true });
  };
  return server.url;
}

async function buildTemplate(adminUrl: string, name: string, seeded: boolean): Promise<void> {
  const url = await ensureDatabase(adminUrl, name);
  const db = createDb(url, { max: 1 });
  try {
    await migrateToLatest(db);
    if (seeded) await seed(db, { now: SEED_NOW });
  } finally {
    await db.destroy();
  }
}

/** Vitest global setup: one PostgreSQL per run, with migrated and seeded template databases. */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = await startServer();
  await buildTemplate(adminUrl, TEMPLATE, false);
  await buildTemplate(adminUrl, SEEDED_TEMPLATE, true);
  project.provide('databaseAdminUrl', adminUrl);
}

export async function teardown(): Promise<void> {
  await stopServer?.();
}

export interface TestDatabase {
  db: Db;
  url: string;
  /** Closes the pool and keeps the database (so another process may have it to itself). */
  close(): Promise<void>;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A database of its own for one test file, copied from a template (fast: no migrations run).
 * `seeded: true` starts from the library's seeded content, built at SEED_NOW; `empty: true`
 * is a database nothing has touched (no migrations, no job queue), as a new server has.
 */
export async function createTestDatabase(
  options: { seeded?: boolean; empty?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = options.empty ? 'template0' : options.seeded ? SEEDED_TEMPLATE : TEMPLATE;
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 5 });
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= db.destroy());
  return {
    db,
    url: url.toString(),
    close,
    async destroy() {
      await close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client
        .query(`drop database if exists ${name} with (force)`)
        .finally(() => client.end());
    },
  };
}

/** How many rows `table` holds (tests check that a refused call wrote nothing). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export { capturingDb, wholeTableReads, type CapturedStatement } from './query-plans';
export { databaseContents, runStatement, type DatabaseContents } from './contents';
/**
 * Counts every row written to the database's tables but `exclude`'s, from now on: a row
 * trigger on each table bumps one counter, so "a refused call changed nothing" over thousands
 * of calls reads one number instead of hashing every table after each call. A row written
 * with the values it had counts too (stricter than comparing contents); a rolled-back write
 * does not.
 */
export async function watchWrites(
  db: Db,
  exclude: readonly string[] = [],
): Promise<{ count: () => Promise<number> }> {
  await sql`create unlogged table if not exists test_writes (n bigint not null)`.execute(db);
  await sql`insert into test_writes select 0 where not exists (select 1 from test_writes)`.execute(
    db,
  );
  await sql`
    create or replace function test_count_write() returns trigger language plpgsql as $$
    begin update test_writes set n = n + 1; return null; end $$`.execute(db);
  const { rows: names } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'test_writes'
    order by table_name`.execute(db);
  for (const { name } of names.filter((row) => !exclude.includes(row.name))) {
    await sql`
      create or replace trigger test_count_write after insert or update or delete on ${sql.table(name)}
      for each row execute function test_count_write()`.execute(db);
  }
  return {
    count: async () => {
      const { rows } = await sql<{ n: string }>`select n from test_writes`.execute(db);
      return Number(rows[0]!.n);
    },
  };
}

/**
 * Puts the database one migration behind the code, as a replica sees it while a deployment's
 * migration has not finished: the newest migration is forgotten (its changes stay).
 */
export async function forgetNewestMigration(db: Db): Promise<void> {
  await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
    db,
  );
}
