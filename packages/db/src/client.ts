import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, type Transaction } from 'kysely';
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
  /** Told about every query the pool runs (the query-plan test reads them). */
  log?: (event: LogEvent) => void;
  /** How long a request may wait for a connection (a new one, or a free one of the pool). */
  connectionTimeoutMs?: number;
  /**
   * How long a statement may go unanswered before it fails and its connection is dropped (a
   * frozen or unreachable server answers nothing at all, and would hold the request for as long
   * as TCP keeps trying). Streamed reads (cursors) are not timed. None when absent.
   */
  statementTimeoutMs?: number;
}

/** Told when a connection fails or is lost; see {@link onConnectionError}. */
export type ConnectionErrorListener = (error: Error) => void;

const listeners = new WeakMap<object, Set<ConnectionErrorListener>>();
const pools = new WeakMap<object, pg.Pool>();

/** How `db`'s pool is used right now (the metrics report it). */
export interface PoolStats {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/**
 * The pg pool under `db`, for the one reader that needs pg's own results: the job queue, whose
 * multi-statement SQL answers one result per statement (Kysely keeps only the last's rows).
 */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('not a database made by createDb');
  return pool;
}

export function poolStats(db: Db): PoolStats {
  const pool = poolOf(db);
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/**
 * Subscribes to the connection failures of `db`'s pool: a connection refused or timed out, and
 * one lost while idle or while in use (the server stopped, restarted or went out of reach).
 * Query errors are not reported here; they reach the caller. Returns the unsubscribe.
 */
export function onConnectionError(db: Db, listener: ConnectionErrorListener): () => void {
  const set = listeners.get(db);
  if (!set) throw new Error('onConnectionError: not a database made by createDb');
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * A pool that tells its listeners about every connection failure. Every client gets an
 * `error` listener for its whole life: pg-pool listens to idle clients only, and a client in
 * use whose server goes away (57P01, a reset socket) would otherwise raise an unhandled
 * 'error' event and end the process.
 */
class WatchedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly report: ConnectionErrorListener,
    statementTimeoutMs?: number,
  ) {
    super(config);
    this.on('error', (error) => report(error));
    this.on('connect', (client) => {
      client.on('error', (error) => report(error));
      if (statementTimeoutMs) timeStatements(client, statementTimeoutMs);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().catch((error: unknown) => {
      if (error instanceof Error) this.report(error);
      throw error;
    });
  }
}

/** pg's words when a statement was not answered within its `query_timeout`. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * Gives every plain statement of `client` pg's `query_timeout`, and drops the connection when
 * one runs out: the server is not answering, and whatever it does later must not reach the next
 * statement on this connection. Dropping it also tells the pool's listeners (the site then
 * answers 503 at once until the database is back). Cursors are streamed over many round trips
 * and are left alone.
 */
function timeStatements(client: pg.PoolClient, timeoutMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const abandon = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT) {
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    }
  };
  const timed = (...args: unknown[]): unknown => {
    const [config, ...rest] = args;
    if (typeof config === 'object' && config !== null && 'submit' in config) return query(...args);
    const statement = typeof config === 'string' ? { text: config } : (config as object);
    const last = rest.at(-1);
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result: unknown) => void;
      return query(
        { ...statement, query_timeout: timeoutMs },
        ...rest.slice(0, -1),
        (error: unknown, result: unknown) => {
          abandon(error);
          callback(error, result);
        },
      );
    }
    const answer = query({ ...statement, query_timeout: timeoutMs }, ...rest) as Promise<unknown>;
    answer.catch(abandon);
    return answer;
  };
  client.query = timed as typeof client.query;
}

/** Builds a Kysely instance over a pg pool for `url`. Call `db.destroy()` to close the pool. */
export function createDb(url: string, options: CreateDbOptions = {}): Db {
  const subscribers = new Set<ConnectionErrorListener>();
  const pool = new WatchedPool(
    {
      connectionString: url,
      max: options.max ?? 10,
      // A server that is gone answers at once (refused); one out of reach must not hang requests.
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      types,
    },
    (error) => {
      for (const listener of subscribers) listener(error);
    },
    options.statementTimeoutMs,
  );
  const db = new Kysely<Database>({
    // A cursor lets a query's rows stream in batches (`.stream()`): an export of 100,000 rows
    // never holds them all.
    dialect: new PostgresDialect({ pool, cursor: Cursor }),
    // JSON columns keep their own keys (metadata from outside services is not ours to rename).
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    ...(options.log ? { log: options.log } : {}),
  });
  rememberConnection(db, url);
  listeners.set(db, subscribers);
  pools.set(db, pool);
  return db;
}

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (so a query function
 * that needs several statements joins the transaction a router opened to record its audit
 * entry), a new one otherwise.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
