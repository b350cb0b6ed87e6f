import net from 'node:net';
import {
  createDb,
  EmbeddedAlreadyRunningError,
  migrateToLatest,
  openDatabase,
  seed,
} from '@app/db';
import { buildApp } from './app';
import { startHousekeeping } from './housekeeping';
import {
  demoStaff,
  ensureAccounts,
  ensureFirstSuperAdmin,
  type FirstSuperAdmin,
  type StaffAccount,
} from './auth/bootstrap';
import { createClock } from './clock';
import { databasePoolOptions, loadConfig, type Config } from './env';
import type { Logger } from 'pino';
import { createLogger } from './logger';
import { createStorage } from './storage/create';

/** Fails fast, with a sentence instead of a stack trace, when the port is taken. */
async function assertPortFree(config: Config): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${config.PORT} is already in use. Is the library site already running ` +
                `(${config.PUBLIC_ORIGIN})? Stop it, or start on another port: PORT=3001 pnpm start`,
            )
          : error,
      ),
    );
    probe.listen(config.PORT, config.HOST, () => probe.close(() => resolve()));
  });
}

class StartupError extends Error {}

/** The configuration, or a sentence per setting that is wrong (no stack trace). */
function configuration(): Config {
  try {
    return loadConfig();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Migrates (when asked), seeds, and makes the first accounts, over a pool of its own without
 * the serving pool's statement timeout: a migration may rightly take minutes.
 */
async function prepareDatabase(url: string, config: Config, log: Logger) {
  const db = createDb(url, { max: 2 });
  let staff: StaffAccount[] = [];
  let firstAdmin: FirstSuperAdmin | undefined;
  try {
    if (config.MIGRATE_ON_START) {
      const { results } = await migrateToLatest(db);
      if (results?.length)
        log.info({ migrations: results.map((r) => r.migrationName) }, 'migrated');
    }
    if (config.SEED !== 'none') {
      const { applied } = await seed(db);
      if (applied.length) log.info({ steps: applied }, 'seeded');
    }
    if (config.SEED === 'demo') {
      staff = demoStaff({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
      await ensureAccounts(db, staff);
    } else {
      firstAdmin = await ensureFirstSuperAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      if (firstAdmin.outcome === 'created')
        log.info({ email: firstAdmin.email }, 'first super admin created');
      if (firstAdmin.outcome === 'email-taken') {
        log.warn(
          { email: firstAdmin.email },
          'no active super admin, and the e-mail for one is taken: set ADMIN_EMAIL, or run user:create',
        );
      }
    }
  } finally {
    await db.destroy();
  }
  return { staff, firstAdmin };
}

async function main(): Promise<void> {
  const config = configuration();
  const log = createLogger(config);
  const clock = createClock(config);
  await assertPortFree(config);

  const target = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onLog: (line) => log.debug({ postgres: line.trim() }),
    // The embedded server is this process's to keep running: if it stops by itself (killed,
    // crashed), it is started again while requests are answered 503 (see http/db.ts).
    supervise: {
      onExit: (exit) => log.error(exit, 'embedded PostgreSQL stopped by itself: restarting it'),
      onRestart: ({ attempt }) => log.warn({ attempt }, 'embedded PostgreSQL restarted'),
      onRestartFailed: ({ attempt, error }) =>
        log.error({ attempt, err: error }, 'embedded PostgreSQL did not restart; trying again'),
    },
  }).catch((error: unknown) => {
    if (error instanceof EmbeddedAlreadyRunningError) throw new StartupError(error.message);
    throw error;
  });
  const storage = createStorage(config);
  let shutdownStartedAt: number | undefined;
  let draining = false;
  const { staff, firstAdmin } = await prepareDatabase(target.url, config, log).catch(
    async (error: unknown) => {
      await target.embedded?.stop();
      throw error;
    },
  );
  // Lost and refused connections are watched (and logged) by the app's database plugin; a
  // database that does not answer in time is "away" (503) rather than a request held.
  const db = createDb(target.url, databasePoolOptions(config));
  const app = await (async () => {
    try {
      await storage.prepare();
      const built = await buildApp({
        config,
        db,
        storage,
        now: clock,
        logger: log,
        serveWeb: config.SERVE_WEB,
        ownsDb: true,
        draining: () => draining,
      });
      await built.listen({ port: config.PORT, host: config.HOST });
      return built;
    } catch (error) {
      await db.destroy();
      await target.embedded?.stop();
      throw error;
    }
  })();

  const where = target.embedded
    ? `embedded PostgreSQL in ${target.embedded.dataDir}`
    : 'DATABASE_URL';
  const stopHousekeeping = startHousekeeping(db, log, clock, {
    downloadLogRetentionDays: config.DOWNLOAD_LOG_RETENTION_DAYS,
  });
  const accounts = staff.map((a) => `    ${a.role.padEnd(12)} ${a.email}  /  ${a.password}`);
  // A generated password is printed this once, never logged, and stored only as a hash.
  const generated =
    firstAdmin?.outcome === 'created' && firstAdmin.generatedPassword
      ? [
          '  First super admin created (this password is shown only now; sign in at /login and',
          '  set your own in the Staff tab of /admin):',
          `    ${firstAdmin.email}  /  ${firstAdmin.generatedPassword}`,
        ]
      : [];
  console.log(
    [
      '',
      `  Jaffna Public Library is running at ${config.PUBLIC_ORIGIN}  (${config.NODE_ENV}, data: ${where}, files: ${storage.description})`,
      ...(accounts.length ? ['  Staff demo accounts (sign in at /login):', ...accounts] : []),
      ...generated,
      '',
    ].join('\n'),
  );

  // Stop taking connections, let in-flight requests finish, then close the pool and the database.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shutdownStartedAt !== undefined) {
      // Watchers (tsx watch, pnpm) relay the terminal's Ctrl-C: a repeat within a second is that.
      if (Date.now() - shutdownStartedAt < 1000) return;
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shutdownStartedAt = Date.now();
    log.info({ signal }, 'shutting down');
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    const force = setTimeout(() => {
      log.error('shutdown took longer than 15 s: exiting');
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    stopHousekeeping();
    // Out of the proxy's rotation first (readiness 503), still answering what it is sent.
    draining = true;
    if (drainMs > 0) {
      log.info({ seconds: config.SHUTDOWN_DRAIN_SECONDS }, 'draining: /api/ready answers 503');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close(); // waits for in-flight requests, then closes the pool (db plugin)
    await target.embedded?.stop();
    log.info('stopped');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`\n  Cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
