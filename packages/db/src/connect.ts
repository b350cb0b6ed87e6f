import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedAlreadyRunningError,
  type EmbeddedPostgres,
  type Supervision,
} from './embedded';

/** The app's database on the embedded server. */
const EMBEDDED_DATABASE = 'library';

export interface DatabaseTarget {
  /** Connection string of the application database. */
  url: string;
  /** The embedded server when one was started; stop it after closing every pool. */
  embedded: EmbeddedPostgres | null;
}

export interface OpenDatabaseOptions {
  /** Any PostgreSQL; when absent an embedded server is started from `dataDir`. */
  databaseUrl?: string;
  /** Folder holding the embedded server's data (`<dataDir>/pg`). */
  dataDir: string;
  /** Database created on the embedded server for the app. */
  databaseName?: string;
  onLog?: (line: string) => void;
  /** Restart the embedded server whenever it stops by itself (`pnpm start`). */
  supervise?: Supervision;
}

/** Resolves where the app's data lives: `DATABASE_URL`, or an embedded server started now. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseTarget> {
  if (options.databaseUrl) return { url: options.databaseUrl, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(options.dataDir, 'pg'),
    onLog: options.onLog,
    supervise: options.supervise,
  });
  try {
    const url = await ensureDatabase(embedded.url, options.databaseName ?? EMBEDDED_DATABASE);
    return { url, embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/**
 * The URL of the app's database on an embedded server that is already running (the site holds
 * it): a backup reads from it there while the site runs. Null when its address cannot be read.
 */
export async function runningEmbeddedDatabase(
  error: EmbeddedAlreadyRunningError,
  databaseName = EMBEDDED_DATABASE,
): Promise<string | null> {
  const adminUrl = await runningEmbeddedUrl(error);
  if (!adminUrl) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Creates database `name` on the server of `adminUrl` unless it exists; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The monorepo root (the folder with pnpm-workspace.yaml) above `from`. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
  return dir;
}
