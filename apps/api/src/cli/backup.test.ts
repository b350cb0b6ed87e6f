import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, databaseContents, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { addLibraryContent, storedFiles } from '../testing/library-content';

const entry = path.join(import.meta.dirname, 'backup.ts');
let folder: string;
let source: TestDatabase;
let target: TestDatabase;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'jpl-backup-cli-'));
  source = await createTestDatabase({ seeded: true });
  await addLibraryContent(source.db, createLocalStorage(path.join(folder, 'source-files')));
  target = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await source.destroy();
  await target.destroy();
  await rm(folder, { recursive: true, force: true });
});

/** Runs the CLI as `pnpm db:backup` / `pnpm db:restore` do: from apps/api, INIT_CWD the user's. */
function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('pnpm db:backup and pnpm db:restore', () => {
  it('back up to DATA_DIR/backups, restore a file named relative to where pnpm was run', async () => {
    const dataDir = path.join(folder, 'data');
    const made = await run(['backup'], {
      DATABASE_URL: source.url,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(folder, 'source-files'),
    });
    expect(made.output).toContain('Backup written:');
    expect(made.code).toBe(0);
    const [name] = await readdir(path.join(dataDir, 'backups'));
    expect(name).toMatch(/^library-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/);

    // The user copied it to a folder of theirs and typed its name from there.
    const user = path.join(folder, 'usb-stick');
    await mkdir(user);
    const copied = await run(['backup', '--out', 'copy.tar'], {
      DATABASE_URL: source.url,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(folder, 'source-files'),
      INIT_CWD: user,
    });
    expect(copied.code).toBe(0);
    expect(existsSync(path.join(user, 'copy.tar'))).toBe(true);

    const restored = await run(['restore', 'copy.tar'], {
      DATABASE_URL: target.url,
      UPLOAD_DIR: path.join(folder, 'target-files'),
      INIT_CWD: user,
    });
    expect(restored.output).toContain('Restored the backup made');
    expect(restored.code).toBe(0);
    expect(await databaseContents(target.db)).toEqual(await databaseContents(source.db));
    expect(await storedFiles(createLocalStorage(path.join(folder, 'target-files')))).toEqual(
      await storedFiles(createLocalStorage(path.join(folder, 'source-files'))),
    );

    // Again, now that the database holds data: a sentence asking for --force, no stack trace.
    await target.close();
    const again = await run(['restore', path.join(user, 'copy.tar')], {
      DATABASE_URL: target.url,
      UPLOAD_DIR: path.join(folder, 'target-files'),
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds library data');
    expect(again.output).toContain('--force');
    expect(again.output).not.toMatch(/\n\s+at /);
    const forced = await run(['restore', path.join(user, 'copy.tar'), '--force'], {
      DATABASE_URL: target.url,
      UPLOAD_DIR: path.join(folder, 'target-files'),
    });
    expect(forced.output).toContain('Restored the backup made');
    expect(forced.code).toBe(0);
    // Five CLI runs, each a Node start with tsx, a pg_dump or pg_restore and a tar: on a busy
    // two-core CI machine that is over the default 30 s, and no speed is claimed here.
  }, 240_000);

  it('answers a missing file and a wrong command with a sentence', async () => {
    const env = { DATABASE_URL: target.url, UPLOAD_DIR: path.join(folder, 'target-files') };
    const missing = await run(['restore', 'no-such-backup.tar'], { ...env, INIT_CWD: folder });
    expect(missing.code).toBe(1);
    expect(missing.output.trim()).toBe(
      `There is no backup at ${path.join(folder, 'no-such-backup.tar')}.`,
    );
    const wrong = await run(['restore'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('usage: pnpm db:backup [--out FILE]');
  }, 120_000);
});
