import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedAlreadyRunningError, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';

const parents: string[] = [];
afterAll(async () => {
  for (const dir of parents) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps data across a restart and refuses a second server on the same data', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'library-embedded-'));
    parents.push(parent);
    await chmod(parent, 0o777);
    const dataDir = path.join(parent, 'pg');

    const first = await startEmbeddedPostgres({ dataDir });
    await query(
      first.url,
      'create table kept (note text); insert into kept values ($$still here$$)',
    );
    const refused = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmbeddedAlreadyRunningError);
    // The running server's address can be read from its data (a backup reads through it).
    const running = await runningEmbeddedUrl(refused as EmbeddedAlreadyRunningError);
    expect(running).toBe(first.url);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
      expect(await query(second.url, 'show server_version')).toEqual([
        { server_version: expect.stringMatching(/^15\./) },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('when supervised, comes back by itself after a crash, and stays down when stopped', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'library-supervised-'));
    parents.push(parent);
    await chmod(parent, 0o777);
    const exits: unknown[] = [];
    const restarts: unknown[] = [];
    const server = await startEmbeddedPostgres({
      dataDir: path.join(parent, 'pg'),
      supervise: {
        onExit: (exit) => exits.push(exit),
        onRestart: (info) => restarts.push(info),
      },
    });
    try {
      await query(server.url, 'create table kept (note text); insert into kept values ($$x$$)');
      const crashed = server.pid!;
      process.kill(crashed, 'SIGKILL');
      await expect.poll(() => restarts.length, { timeout: 20_000, interval: 100 }).toBe(1);
      expect(exits).toEqual([{ code: null, signal: 'SIGKILL' }]);
      expect(server.pid).not.toBe(crashed);
      expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'x' }]);

      // Stopped on purpose: not restarted, until asked.
      await server.stop();
      await new Promise((r) => setTimeout(r, 500));
      expect(server.pid).toBeNull();
      await expect(query(server.url, 'select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(restarts).toHaveLength(1);
      await server.start();
      expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'x' }]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps the data where the postgres user can reach it when the clone is in a closed folder (root's home)",
    async () => {
      // A clone under a mode-700 folder, as in /root: <clone>/.data/pg is out of postgres' reach.
      const home = await mkdtemp(path.join(os.tmpdir(), 'library-root-home-'));
      const reachable = await mkdtemp(path.join(os.tmpdir(), 'library-reachable-'));
      parents.push(home, reachable);
      await chmod(home, 0o700);
      await chmod(reachable, 0o755);
      const wanted = path.join(home, 'jaffna-library', '.data', 'pg');

      const server = await startEmbeddedPostgres({ dataDir: wanted, reachableRoot: reachable });
      try {
        expect(server.dataDir.startsWith(`${reachable}/jaffna-library-`)).toBe(true);
        await query(server.url, 'create table kept (note text)');
      } finally {
        await server.stop();
      }
      // The same clone finds the same folder again, with its data.
      const again = await startEmbeddedPostgres({ dataDir: wanted, reachableRoot: reachable });
      try {
        expect(again.dataDir).toBe(server.dataDir);
        expect(await query(again.url, 'select count(*)::int as n from kept')).toEqual([{ n: 0 }]);
      } finally {
        await again.stop();
      }
    },
  );

  it.runIf(process.getuid?.() === 0)(
    'as root, says in a sentence when even the folder chosen instead is out of reach',
    async () => {
      const parent = await mkdtemp(path.join(os.tmpdir(), 'library-closed-'));
      parents.push(parent);
      await chmod(parent, 0o700);
      await expect(
        startEmbeddedPostgres({
          dataDir: path.join(parent, 'pg'),
          reachableRoot: path.join(parent, 'instead'),
        }),
      ).rejects.toThrow(`cannot enter ${parent}. Set DATA_DIR`);
    },
  );
});
