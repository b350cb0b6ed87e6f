import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './client';

/**
 * What this process knows of changes to the collection (books, events, e-books, branches,
 * districts, copies): a version number that moves whenever PostgreSQL announces a committed
 * change on the collection's channel (`COLLECTION_CHANNEL`), whichever process
 * or person wrote it. Answers kept in memory (the HTTP cache, search totals) remember the
 * version they were made at and are used only while it holds. While nobody listens (tests
 * that build no app, a lost connection), there is no version and nothing may be kept.
 */
interface Watch {
  /** Moves with every change, to any table. */
  version: number;
  /** Changes of unknown extent (a write of this process not yet announced, a lost listener). */
  everything: number;
  /** Changes announced per table (its SQL name). */
  tables: Map<string, number>;
  /** Listening connections (several apps may share a pool in tests). */
  live: number;
  subscribers: Set<(table: string) => void>;
  /** `collectionSettled` calls waiting for their marker to come back, by marker. */
  markers: Map<string, () => void>;
}

/**
 * The NOTIFY channel on which the trigger of migration 2026_11_24_010600 announces every change
 * to the collection. The migration named it `catalogue_changes` before "catalogue" came to mean
 * only an outside catalogue (ARCHITECTURE.md, Glossary); migrations never change, so the
 * channel keeps its old word and this constant is the one place that spells it.
 */
const COLLECTION_CHANNEL = 'catalogue_changes';
const watches = new WeakMap<Db, Watch>();
const urls = new WeakMap<Db, string>();

/** Remembers where a pool connects, so a listener can open its own connection there. */
export function rememberConnection(db: Db, url: string): void {
  urls.set(db, url);
}

/**
 * The collection's version for `db`'s database, or undefined when changes are not watched:
 * of every table, or only of `tables` (SQL names), which moves when one of them changes.
 */
export function collectionVersion(db: Db, tables?: readonly string[]): number | undefined {
  const watch = watches.get(db);
  if (!watch?.live) return undefined;
  if (!tables) return watch.version;
  let version = watch.everything;
  for (const table of tables) version += watch.tables.get(table) ?? 0;
  return version;
}

/** Tells `subscriber` of each change (the table's name); returns the unsubscribe. */
export function onCollectionChange(db: Db, subscriber: (table: string) => void): () => void {
  const watch = watchOf(db);
  watch.subscribers.add(subscriber);
  return () => watch.subscribers.delete(subscriber);
}

function watchOf(db: Db): Watch {
  let watch = watches.get(db);
  if (!watch) {
    watch = {
      version: 0,
      everything: 0,
      tables: new Map(),
      live: 0,
      subscribers: new Set(),
      markers: new Map(),
    };
    watches.set(db, watch);
  }
  return watch;
}

function changed(watch: Watch, table: string): void {
  watch.version += 1;
  if (table === '*') watch.everything += 1;
  else watch.tables.set(table, (watch.tables.get(table) ?? 0) + 1);
  for (const subscriber of watch.subscribers) subscriber(table);
}

/** A payload of ours that is not a table: `collectionSettled`'s marker. */
const MARKER = 'settled:';
let markers = 0;
/** This process among every one listening (replicas in containers may all be pid 1). */
const PROCESS = randomUUID();
/** Longest a writer waits for its marker before taking everything as changed. */
const SETTLE_MS = 1000;

/**
 * Resolves once every change this process has committed so far has been announced back to
 * it, so what it keeps follows its own writes before the writer's answer leaves, table by
 * table: a copy scanned at the desk drops what depends on the copies, not the e-book lists'
 * page anchors. PostgreSQL delivers notifications in commit order: a marker sent after the
 * writes comes back after theirs. Without a listener, or when the marker is late (1 s),
 * everything is taken as changed.
 */
export async function collectionSettled(db: Db): Promise<void> {
  const watch = watchOf(db);
  if (!watch.live) {
    changed(watch, '*');
    return;
  }
  const marker = `${MARKER}${PROCESS}:${++markers}`;
  let timer: NodeJS.Timeout | undefined;
  const back = new Promise<boolean>((resolve) => {
    watch.markers.set(marker, () => resolve(true));
    timer = setTimeout(() => resolve(false), SETTLE_MS);
  });
  // The marker's own query counts against the wait too (a database gone out of reach).
  const sent = sql`select pg_notify(${COLLECTION_CHANNEL}, ${marker})`.execute(db).then(
    () => back,
    () => false,
  );
  try {
    if (await Promise.race([sent, back])) return;
  } finally {
    clearTimeout(timer);
    watch.markers.delete(marker);
  }
  changed(watch, '*');
}

export interface CollectionWatcher {
  /** Stops listening and closes the connection. */
  stop(): Promise<void>;
}

const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/**
 * Listens for collection changes on a connection of its own (not the pool's: a listener holds
 * its connection for good). A lost connection is reopened with growing pauses; while it is
 * down there is no version, so nothing kept is used, and when it is back everything kept
 * before is dropped (changes may have been missed). Errors go to `onError`, never up.
 */
export async function watchCollectionChanges(
  db: Db,
  options: { onError?: (error: Error) => void } = {},
): Promise<CollectionWatcher> {
  const url = urls.get(db);
  if (!url) throw new Error('watchCollectionChanges needs a pool made by createDb');
  const watch = watchOf(db);
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let listening = false;
  const setListening = (now: boolean) => {
    if (now !== listening) watch.live += now ? 1 : -1;
    listening = now;
  };

  const lost = (error?: Error) => {
    if (error) options.onError?.(error);
    setListening(false);
    changed(watch, '*');
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    if (!stopped) {
      timer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      timer.unref();
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== COLLECTION_CHANNEL) return;
      const payload = message.payload ?? '*';
      if (payload.startsWith(MARKER)) watch.markers.get(payload)?.();
      else changed(watch, payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${COLLECTION_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (stopped) return;
      options.onError?.(error as Error);
      timer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      timer.unref();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    // Whatever was kept before this connection may have missed a change.
    changed(watch, '*');
    setListening(true);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      setListening(false);
      changed(watch, '*');
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}

/** Values kept per pool, at most this many (then the oldest half is dropped). */
const KEPT_MAX = 2000;
const kept = new WeakMap<Db, Map<string, { version: number; value: unknown }>>();

/** The tables a kept value depends on (SQL names); none named: every collection table. */
export type KeptTables = readonly string[] | undefined;

function keptValue(db: Db, key: string, version: number): { value: unknown } | undefined {
  const entry = kept.get(db)?.get(key);
  return entry?.version === version ? entry : undefined;
}

function keep(db: Db, key: string, version: number, value: unknown): void {
  let values = kept.get(db);
  if (!values) kept.set(db, (values = new Map()));
  if (values.size >= KEPT_MAX && !values.has(key)) {
    let drop = KEPT_MAX / 2;
    for (const old of values.keys()) {
      if (drop-- <= 0) break;
      values.delete(old);
    }
  }
  values.set(key, { version, value });
}

/**
 * `compute()`, or what it answered before for `key` while none of `tables` has changed since
 * (a search's or a filter's total, asked again for its next page or by another reader). Kept
 * only while changes are watched (see `collectionVersion`); otherwise computed every time.
 */
export async function keptUntilChange<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  tables?: KeptTables,
): Promise<T> {
  const version = collectionVersion(db, tables);
  if (version === undefined) return compute();
  const held = keptValue(db, key, version);
  if (held) return held.value as T;
  const value = await compute();
  // The version may have moved while computing: keep it only under the version it was read at.
  if (collectionVersion(db, tables) === version) keep(db, key, version, value);
  return value;
}

/** Values being found in the background (`keptOrStarted`), per pool, by key. */
const underway = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * What `keptUntilChange` holds for `key` at the collection's current version, or undefined.
 * When nothing is held, `compute()` starts in the background (once per key at a time) and
 * its value is kept for the callers after this one; this caller goes without. For what only
 * speeds up later requests and costs more than it saves once (a list's page anchors): no
 * request waits for it. While changes are not watched nothing can be kept, so nothing starts.
 */
export function keptOrStarted<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  tables?: KeptTables,
): T | undefined {
  const version = collectionVersion(db, tables);
  if (version === undefined) return undefined;
  const held = keptValue(db, key, version);
  if (held) return held.value as T;
  let running = underway.get(db);
  if (!running) underway.set(db, (running = new Map()));
  if (running.has(key)) return undefined;
  const started = keptUntilChange(db, key, compute, tables)
    // A failure (the database away, the pool closing) keeps nothing; a later caller tries again.
    .catch(() => undefined)
    .finally(() => running.delete(key));
  running.set(key, started);
  return undefined;
}

/** Settles when every value `keptOrStarted` began in the background for `db` has been found. */
export async function backgroundKept(db: Db): Promise<void> {
  await Promise.all(underway.get(db)?.values() ?? []);
}
