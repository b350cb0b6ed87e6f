import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { childEnvironment } from '../env';
import { BackupError } from './errors';

export type PostgresToolName = 'pg_dump' | 'pg_restore' | 'psql';

/** A PostgreSQL client program found on this machine, with its version. */
export interface PostgresTool {
  name: PostgresToolName;
  path: string;
  version: string;
  major: number;
}

/** Where the tools are looked for: each `<root>/<major>/bin`, then the PATH. */
export interface ToolSearch {
  roots: string[];
  onPath: boolean;
}

/**
 * Debian's layout: `postgresql-client-N` puts its programs in /usr/lib/postgresql/N/bin, and
 * /usr/bin/pg_dump is a wrapper that picks one of them.
 */
export const DEBIAN_TOOLS: ToolSearch = { roots: ['/usr/lib/postgresql'], onPath: true };

async function versionOf(command: string): Promise<{ version: string; major: number } | null> {
  try {
    const { stdout } = await promisify(execFile)(command, ['--version'], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(stdout);
    return match ? { version: `${match[1]}${match[2] ?? ''}`, major: Number(match[1]) } : null;
  } catch {
    return null; // not there, not runnable, or not a PostgreSQL program
  }
}

/**
 * Finds `name` of PostgreSQL major `needed` or newer, preferring exactly `needed` (pg_dump
 * refuses a server newer than itself; the same major writes the most faithful dump). Throws a
 * sentence naming the Debian package to install when there is none.
 */
export async function findPostgresTool(
  name: PostgresToolName,
  needed: number,
  search: ToolSearch = DEBIAN_TOOLS,
): Promise<PostgresTool> {
  const found: PostgresTool[] = [];
  for (const root of search.roots) {
    const majors = await readdir(root).catch(() => [] as string[]);
    for (const major of majors.filter((m) => /^\d+$/.test(m))) {
      const file = path.join(root, major, 'bin', name);
      const version = existsSync(file) ? await versionOf(file) : null;
      if (version) found.push({ name, path: file, ...version });
    }
  }
  if (search.onPath) {
    const version = await versionOf(name);
    if (version) found.push({ name, path: name, ...version });
  }
  const wanted = Math.max(needed, 15);
  if (!found.length) {
    throw new BackupError(
      `${name} was not found: install Debian's postgresql-client-${wanted} ` +
        `(apt-get install postgresql-client-${wanted}).`,
    );
  }
  const usable = found.filter((tool) => tool.major >= needed).sort((a, b) => a.major - b.major);
  const pick = usable.find((tool) => tool.major === needed) ?? usable[0];
  if (!pick) {
    const best = found.toSorted((a, b) => b.major - a.major)[0]!;
    throw new BackupError(
      `The database needs ${name} of PostgreSQL ${needed} or newer, but the newest here is ` +
        `version ${best.version} (${best.path}): install Debian's postgresql-client-${needed} ` +
        `(its programs go to /usr/lib/postgresql/${needed}/bin, where this command looks first).`,
    );
  }
  return pick;
}

/** The connection string without its password, and the password (given through PGPASSWORD). */
function splitPassword(url: string): { dbname: string; password: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), password };
}

interface Started {
  child: ChildProcess;
  /** Settles when the program has exited: a failure is a sentence ending with what it said. */
  done: Promise<void>;
}

function start(
  tool: PostgresTool,
  args: string[],
  url: string | null,
  stdio: { input: boolean; output: boolean },
): Started {
  const connection = url ? splitPassword(url) : null;
  const child = spawn(tool.path, connection ? [...args, `--dbname=${connection.dbname}`] : args, {
    env: childEnvironment({
      ...(connection?.password ? { PGPASSWORD: connection.password } : {}),
      PGCONNECT_TIMEOUT: '15',
      PGAPPNAME: `library ${tool.name}`,
    }),
    stdio: [stdio.input ? 'pipe' : 'ignore', stdio.output ? 'pipe' : 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) =>
      reject(new BackupError(`${tool.name} (${tool.path}) could not be started: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const tail = said.trim().split('\n').slice(-8).join('\n');
      reject(
        new BackupError(
          `${tool.name} ${tool.version} failed (${signal ?? `exit code ${code}`})` +
            (tail ? `:\n${tail}` : '.'),
        ),
      );
    });
  });
  return { child, done };
}

/** Runs `tool` against the database of `url` and waits for it to finish. */
export function runPostgresTool(tool: PostgresTool, args: string[], url: string): Promise<void> {
  return start(tool, args, url, { input: false, output: false }).done;
}

/**
 * Replaces the database of `url` with the content of pg_dump's archive `dump`, in one
 * transaction: pg_restore writes the archive as SQL (without owners or privileges) and psql runs
 * `first`, then that SQL, with `--single-transaction` and ON_ERROR_STOP, so either all of it
 * holds or nothing changed.
 *
 * (pg_restore's own `--clean --single-transaction` cannot be used: on a database that already
 * has pg-boss's partitioned tables it tries to drop each partition's inherited primary key and
 * fails, so a restore over a used database would always be refused. Emptying the schemas in
 * `first` leaves nothing for it to clean.)
 */
export async function restoreDump(
  tools: { pgRestore: PostgresTool; psql: PostgresTool },
  dump: string,
  first: string,
  url: string,
): Promise<void> {
  const script = start(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', dump], null, {
    input: false,
    output: true,
  });
  const runner = start(
    tools.psql,
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-'],
    url,
    { input: true, output: false },
  );
  const feed = pipeline(
    Readable.from(
      (async function* () {
        yield Buffer.from(`${first}\n`);
        yield* script.child.stdout!;
      })(),
    ),
    runner.child.stdin!,
  );
  // psql's failure is the one to tell (pg_restore then fails too, writing to a closed pipe).
  const [ran, wrote, fed] = await Promise.allSettled([runner.done, script.done, feed]);
  for (const outcome of [ran, wrote, fed]) if (outcome.status === 'rejected') throw outcome.reason;
}
