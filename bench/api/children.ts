/**
 * The processes the benchmarks over HTTP start: the real API (`api-server.ts`) and the bare
 * reference (`reference-server.ts`), each on a free port of its own, started as `pnpm start`
 * starts the API where asked (its V8 flags and environment).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Child {
  url: string;
  process: ChildProcess;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash), then waits for the exit. */
  kill(): Promise<void>;
}

const startScript = (
  JSON.parse(readFileSync(new URL('../../apps/api/package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;

/**
 * The V8 memory flags `pnpm start` runs the API with (apps/api/package.json), so the API
 * measured holds its memory as the production one does.
 */
export function startFlags(): string[] {
  return startScript.match(/--max-[\w-]+=\d+/g) ?? [];
}

/** The environment `pnpm start` sets before `node` (`MALLOC_ARENA_MAX=2`…), for the same reason. */
export function startEnv(): Record<string, string> {
  const before = startScript.split(/\bnode\b/)[0] ?? '';
  return Object.fromEntries(
    [...before.matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
  );
}

/**
 * Starts `script` (relative to bench/api, or absolute) with tsx on a free port (`PORT`), and
 * resolves once it prints `listening`.
 */
export async function startChild(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  flags: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', path.resolve(import.meta.dirname, script), ...args],
    {
      cwd: import.meta.dirname,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The p-th percentile of `sorted` (ascending), nearest rank. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
