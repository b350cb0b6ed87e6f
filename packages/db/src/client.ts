import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import Cursor from 'pg-cursor';
import pg from 'pg';
import { rememberConnection } from './changes';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Type parsers for this pool only (not pg's global registry): counts come back as bigint
 * strings and ratings as numeric strings, both of which the app wants as numbers.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface CreateDbOptions {
  /** Largest number of connections the pool opens. */
  max?: number;
  /** Told about errors of idle connections (the pool has already discarded them). */
  onIdleError?: (error: Error) => void;
  /** Told about every query the pool runs (the query-plan test reads them). */
  log?: (event: LogEvent) => void;
}

/** Builds a Kysely instance over a pg pool for `url`. Call `db.destroy()` to close the pool. */
export function createDb(url: string, options: CreateDbOptions = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // Without a listener an idle connection dropped by the server (restart, shutdown) would be
  // an unhandled 'error' event and take the whole process down.
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = new Kysely<Database>({
    // A cursor lets a query's rows stream in batches (`.stream()`): an export of 100,000 rows
    // never holds them all.
    dialect: new PostgresDialect({ pool, cursor: Cursor }),
    // JSON columns keep their own keys (metadata from outside services is not ours to rename).
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    ...(options.log ? { log: options.log } : {}),
  });
  rememberConnection(db, url);
  return db;
}
