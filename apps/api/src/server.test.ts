import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, ensureDatabase, freePort, startEmbeddedPostgres } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitForLine, type Running } from './testing/processes';

let parent: string;
let dataDir: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'library-server-'));
  await chmod(parent, 0o777);
  dataDir = path.join(parent, 'data');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

function startServer(port: number): Running {
  return startServerProcess({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
}

const titles = async (port: number) =>
  (
    (await (await fetch(`http://127.0.0.1:${port}/api/books?limit=100`)).json()) as {
      title: string;
    }[]
  ).map((b) => b.title);

describe('the server process', () => {
  it('starts on an embedded database, refuses a second start, stops cleanly and keeps data across restarts', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitForLine(first, 'Jaffna Public Library is running at');
    const seeded = await titles(port);
    expect(seeded.length).toBeGreaterThanOrEqual(25);

    // No demo staff: the first super admin's password was made now and shown once.
    expect(first.output()).not.toContain('Staff demo accounts');
    const shown = /(\S+@\S+)\s+\/\s+(\S+)\n/.exec(
      first.output().split('First super admin created')[1] ?? '',
    );
    expect(shown).not.toBeNull();
    const signIn = (email: string, password: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((r) => r.status);
    expect(await signIn('admin@jaffnalibrary.lk', 'palmyra-admin-2026')).toBe(401);
    expect(await signIn('librarian@jaffnalibrary.lk', 'palmyra-librarian-2026')).toBe(401);
    expect(await signIn(shown![1]!, shown![2]!)).toBe(200);

    // The embedded database is killed under the running site: the site answers 503 meanwhile,
    // restarts it by itself and serves again.
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    await waitForLine(first, 'embedded PostgreSQL restarted', 30_000);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(200);
    expect(first.child.exitCode).toBeNull();

    const samePort = startServer(port);
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toContain(`Port ${port} is already in use`);
    expect(samePort.output()).not.toMatch(/\n\s+at /); // a sentence, not a stack trace

    const sameData = startServer(await freePort());
    expect(await sameData.exited).toBe(1);
    expect(sameData.output()).toContain('is already running');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    // Between runs, add a book straight into the stored data.
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    const db = createDb(await ensureDatabase(pg.url, 'library'), { max: 1 });
    await db
      .insertInto('books')
      .values({ title: 'Added between restarts', author: 'Test', genre: 'history' })
      .execute();
    await db.destroy();
    await pg.stop();

    const second = startServer(port);
    try {
      await waitForLine(second, 'Jaffna Public Library is running at');
      expect(second.output()).not.toContain('First super admin created');
      const after = await titles(port);
      expect(after).toContain('Added between restarts');
      // Seeded once: the restart did not add the collection a second time.
      expect(after).toHaveLength(seeded.length + 1);
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);
});

describe('a production start with settings made for tests', () => {
  it('refuses to start, naming each one and why, in sentences', async () => {
    const refused = startServerProcess({
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.join(parent, 'refused'),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SEED: 'demo',
      TEST_CLOCK_FILE: path.join(parent, 'clock.json'),
      EBOOK_REMOTE_BASE_URL: 'http://127.0.0.1:9',
      PASSWORD_HASH_COST: 'minimal',
    });
    const code = await Promise.race([
      refused.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    if (code === 'still running') refused.child.kill('SIGKILL');
    expect(code, refused.output()).toBe(1);
    const output = refused.output();
    expect(output).toContain('Cannot start: Invalid configuration');
    expect(output).toMatch(/SEED: demo makes staff accounts whose passwords are published/);
    expect(output).toMatch(/TEST_CLOCK_FILE: tests only/);
    expect(output).toMatch(/EBOOK_REMOTE_BASE_URL: tests only/);
    expect(output).toMatch(/PASSWORD_HASH_COST: production hashes passwords at the strong cost/);
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
