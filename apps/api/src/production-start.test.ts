import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, freePort } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, waitForLine, type Running } from './testing/processes';

/**
 * `pnpm start` as a library's volunteer runs it, minus the web build: the root script's chain
 * (pnpm, then pnpm --filter @app/api, then node) in a process group of its own, as a terminal
 * has it, over a fresh embedded database, with a small built web app.
 *
 * The issue asks for 3 idle minutes without a line at warn or above. In production in 3
 * minutes the job queue's supervisor makes 6 monitor passes (JOBS_MONITOR_SECONDS, 30), its
 * queue cache and background-migration checks 6 (every 30 s), and one maintenance pass (the
 * first, at start; then hourly); the pool's idle connections close and reopen (10 s), and
 * housekeeping runs once (at start). Here every one of those schedules is 1 s (the background
 * migrations' 10 s, pg-boss's least), so IDLE_SECONDS of 25 runs each of them more often than 3
 * minutes would: 25 monitor and maintenance passes, 2 background-migration checks.
 */
const IDLE_SECONDS = 25;
const root = findRepoRoot(import.meta.dirname);
let parent: string;
let running: Running | undefined;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'library-production-'));
  await chmod(parent, 0o777);
  const dist = path.join(parent, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Library</title><meta name="description" content="x" />' +
      '</head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
});
afterAll(async () => {
  if (running && running.child.exitCode === null) process.kill(-running.child.pid!, 'SIGKILL');
  await rm(parent, { recursive: true, force: true });
});

/** What the root `start` script runs once the web app is built. */
async function startCommand(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [build, ...rest] = pkg.scripts.start!.split(' && ');
  expect(build).toMatch(/^turbo run build --filter=@app\/web/);
  return rest.join(' && ');
}

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}
const jsonLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

describe('a production start', () => {
  it('stays quiet while idle, logs a line per request but for files and health checks, and stops with 0 on Ctrl-C', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    running = startProcess(
      'sh',
      ['-c', await startCommand()],
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: path.join(parent, 'data'),
        WEB_DIST_DIR: path.join(parent, 'dist'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: origin,
        ADMIN_PASSWORD: 'a-long-admin-password',
        LOG_LEVEL: 'info',
        JOBS_MONITOR_SECONDS: '1',
        JOBS_MAINTENANCE_SECONDS: '1',
        SHUTDOWN_DRAIN_SECONDS: '1',
      },
      { cwd: root, detached: true },
    );
    await waitForLine(running, 'Jaffna Public Library is running at', 120_000);
    const started = running.output().length;

    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = running.output().slice(started);
    const loud = jsonLines(idle).filter((line) => line.level >= 40);
    expect(loud, idle.slice(0, 3000)).toEqual([]);
    expect(idle).not.toMatch(/\bWARN\b|\bERR/);
    // Nor did the start itself warn (a deprecation, a process warning).
    expect(running.output().slice(0, started)).not.toMatch(/Deprecation|Warning\b|\bWARN\b/);

    for (const url of ['/api/health', '/api/ready', '/assets/index-Ab12Cd34.js', '/favicon.svg']) {
      expect((await fetch(`${origin}${url}`)).status, url).toBe(200);
    }
    expect((await fetch(`${origin}/api/books`)).status).toBe(200);
    expect((await fetch(`${origin}/ebooks`)).status).toBe(200);
    expect((await fetch(`${origin}/api/no-such-path`)).status).toBe(404);
    await expect
      .poll(() => jsonLines(running!.output()).filter((l) => l.req?.url === '/api/no-such-path'))
      .toHaveLength(1);
    const requests = jsonLines(running.output().slice(started)).filter((line) => line.req);
    expect(requests.map((line) => [line.level, line.req!.url, line.res?.statusCode])).toEqual([
      [30, '/api/books', 200],
      [30, '/ebooks', 200],
      [30, '/api/no-such-path', 404],
    ]);

    // Ctrl-C in the terminal: the whole group gets SIGINT.
    process.kill(-running.child.pid!, 'SIGINT');
    expect(await running.exited).toBe(0);
    const output = running.output();
    expect(output).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);
    expect(jsonLines(output).filter((line) => line.msg === 'stopped')).toHaveLength(1);
    expect(jsonLines(output).filter((line) => line.level >= 40)).toEqual([]);
  }, 240_000);
});
