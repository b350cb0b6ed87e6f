import {
  holdDatabase,
  isDatabaseUnavailable,
  onConnectionError,
  probeDatabase,
  type Db,
} from '@app/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDatabaseAway } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Whether the database is known to be away right now (see {@link watchDatabase}). */
    databaseAway: () => boolean;
  }
}

export interface DbPluginOptions {
  db: Db;
  /** Close the pool when the app closes (after in-flight requests have finished). */
  closeOnShutdown: boolean;
}

/** How often the database is asked whether it is back, while it is away. */
const PROBE_INTERVAL_MS = 200;
/** A probe that has not answered by then counts as "still away". */
const PROBE_TIMEOUT_MS = 1000;

export interface DatabaseWatch {
  isAway(): boolean;
  stop(): void;
}

/**
 * Knows whether the database is there. The pool reports every lost or refused connection; from
 * the first one the database counts as away, and it is asked every 200 ms whether it is back
 * (a `select now()` through the pool). While it is away, requests that need it are answered
 * 503 at once instead of each waiting for a connection of its own to fail, and the pool is held
 * (see {@link holdDatabase}): requests already past that gate, waiting on a statement or a
 * connection, fail at once too rather than each waiting out its own timeout. The first probe
 * that answers ends that, so the site serves again within a fraction of a second of the
 * database's return.
 */
export function watchDatabase(db: Db, log: FastifyBaseLogger): DatabaseWatch {
  let away = false;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  const probe = async () => {
    if (probing) return;
    probing = true;
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probeDatabase(db),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
        }),
      ]);
      if (away) log.info('database is back');
      away = false;
      holdDatabase(db, false);
      clearInterval(timer);
      timer = undefined;
    } catch {
      // Still away; the next tick asks again.
    } finally {
      clearTimeout(deadline);
      probing = false;
    }
  };
  const unsubscribe = onConnectionError(db, (error) => {
    if (!isDatabaseUnavailable(error)) return;
    if (!away) {
      log.warn({ err: error }, 'database away: answering 503 until it is back');
      away = true;
      holdDatabase(db, true);
    }
    timer ??= setInterval(() => void probe(), PROBE_INTERVAL_MS);
    timer.unref();
  });
  return {
    isAway: () => away,
    stop() {
      unsubscribe();
      clearInterval(timer);
    },
  };
}

/** Paths that need no database: the API reference is static. */
const WITHOUT_DATABASE = ['/api/docs', '/api/openapi.json'];

function needsDatabase(url: string): boolean {
  if (WITHOUT_DATABASE.some((path) => url === path || url.startsWith(`${path}/`))) return false;
  return url.startsWith('/api/') || url.startsWith('/trpc/') || /^\/opds2?(\/|\?|$)/.test(url);
}

/**
 * Makes the database available as `app.db`, watches whether it is there (503 at once while it
 * is away, health included), and owns the pool's end when asked to.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, { db, closeOnShutdown }) => {
    const watch = watchDatabase(db, app.log);
    app.decorate('db', db);
    app.decorate('databaseAway', watch.isAway);
    app.addHook('onRequest', async (request, reply) => {
      if (watch.isAway() && needsDatabase(request.url)) return sendDatabaseAway(request, reply);
    });
    app.addHook('onClose', async () => {
      watch.stop();
      if (closeOnShutdown) await db.destroy();
    });
  },
  { name: 'db' },
);
