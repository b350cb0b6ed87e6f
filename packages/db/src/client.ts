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
   * How many open connections the pool keeps when idle (others close after 10 s unused). The
   * serving pool keeps a few, so the job queue's polls and the first request after a quiet
   * spell do not each open a connection (a backend start a busy machine may take a second for).
   */
  keepIdle?: number;
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
 *
 * It also knows who is waiting on the server (statements sent and unanswered, requests for a
 * connection), so that {@link holdDatabase} can fail them all at once, and refuse the next.
 */
class WatchedPool extends pg.Pool {
  /** Set while the server is known to be away: a request for a connection fails at once. */
  held = false;
  /** Clients with a plain statement sent and not yet answered, and how many. */
  readonly busy = new Map<pg.PoolClient, number>();
  /** Promise-form `connect()` calls not yet given a connection. */
  readonly waiters = new Set<(error: Error) => void>();

  constructor(
    config: pg.PoolConfig,
    private readonly report: ConnectionErrorListener,
    statementTimeoutMs?: number,
  ) {
    super(config);
    this.on('error', (error) => report(error));
    this.on('connect', (client) => {
      client.on('error', (error) => report(error));
      if (statementTimeoutMs) timeStatements(client, statementTimeoutMs, this.busy);
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
    if (this.held) return Promise.reject(new Error(ABANDONED));
    return new Promise<pg.PoolClient>((resolve, reject) => {
      const abandon = (error: Error) => reject(error);
      this.waiters.add(abandon);
      super.connect().then(
        (client) => {
          // Abandoned meanwhile: the caller has its error; the connection goes back unused.
          if (this.waiters.delete(abandon)) resolve(client);
          else client.release();
        },
        (error: unknown) => {
          if (error instanceof Error) this.report(error);
          if (this.waiters.delete(abandon)) reject(error);
        },
      );
    });
  }
}

/** What a statement or a request for a connection fails with while the database is held. */
const ABANDONED = 'Connection terminated: the database is not answering';

/**
 * Tells `db`'s pool whether its server is known to be away. From `away` on, everything waiting
 * on the server fails at once: each plain statement sent and not yet answered (its connection
 * is dropped), each request for a connection, and each new one until the server is back, so a
 * request that began just before the outage was known does not wait out a timeout of its own
 * against a server that answers nothing (each fails as "unavailable", the site's 503). Streamed
 * reads (cursors) and pools made without a statement timeout keep their statements;
 * {@link probeDatabase} still reaches the server. Returns how many were ended.
 */
export function holdDatabase(db: Db, away: boolean): number {
  const pool = poolOf(db) as WatchedPool;
  pool.held = away;
  if (!away) return 0;
  let ended = 0;
  for (const client of [...pool.busy.keys()]) {
    pool.busy.delete(client);
    dropConnection(client);
    ended++;
  }
  for (const abandon of [...pool.waiters]) {
    pool.waiters.delete(abandon);
    abandon(new Error(ABANDONED));
    ended++;
  }
  return ended;
}

/** Asks `db`'s server the time, past a {@link holdDatabase} hold: is it back? */
export async function probeDatabase(db: Db): Promise<Date> {
  const { rows } = await poolOf(db).query<{ now: Date }>('select now() as now');
  const now = rows[0]?.now;
  if (!now) throw new Error('database answered without a row');
  return now;
}

function dropConnection(client: pg.PoolClient): void {
  (
    client as unknown as { connection: { stream: { destroy(): void } } }
  ).connection.stream.destroy();
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
function timeStatements(
  client: pg.PoolClient,
  timeoutMs: number,
  busy: Map<pg.PoolClient, number>,
): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const begin = () => busy.set(client, (busy.get(client) ?? 0) + 1);
  const end = (error: unknown) => {
    const left = (busy.get(client) ?? 1) - 1;
    if (left > 0) busy.set(client, left);
    else busy.delete(client);
    if (error instanceof Error && error.message === READ_TIMEOUT) dropConnection(client);
  };
  const timed = (...args: unknown[]): unknown => {
    const [config, ...rest] = args;
    if (typeof config === 'object' && config !== null && 'submit' in config) return query(...args);
    const statement = typeof config === 'string' ? { text: config } : (config as object);
    const last = rest.at(-1);
    begin();
    if (typeof last === 'function') {
      const callback = last as (error: unknown, result: unknown) => void;
      return query(
        { ...statement, query_timeout: timeoutMs },
        ...rest.slice(0, -1),
        (error: unknown, result: unknown) => {
          end(error);
          callback(error, result);
        },
      );
    }
    const answer = query({ ...statement, query_timeout: timeoutMs }, ...rest) as Promise<unknown>;
    answer.then(() => end(undefined), end);
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
      min: Math.min(options.keepIdle ?? 0, options.max ?? 10),
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
