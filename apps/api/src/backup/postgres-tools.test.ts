import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from './errors';
import { DEBIAN_TOOLS, findPostgresTool } from './postgres-tools';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jpl-pg-tools-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A stand-in for Debian's /usr/lib/postgresql: `<major>/bin/<name>` saying its version. */
async function fakeRoot(name: string, versions: string[]): Promise<string> {
  const dir = path.join(root, `${name}-${versions.join('-')}`);
  for (const version of versions) {
    const bin = path.join(dir, version.split('.')[0]!, 'bin');
    await mkdir(bin, { recursive: true });
    const file = path.join(bin, name);
    await writeFile(
      file,
      `#!/bin/sh\necho "${name} (PostgreSQL) ${version} (Debian ${version}-1)"\n`,
    );
    await chmod(file, 0o755);
  }
  return dir;
}

describe('finding pg_dump and pg_restore', () => {
  it('says which Debian package to install when there is none', async () => {
    const search = { roots: [path.join(root, 'nothing-here')], onPath: false };
    const missing = findPostgresTool('pg_dump', 15, search);
    await expect(missing).rejects.toBeInstanceOf(BackupError);
    await expect(missing).rejects.toThrow(
      "pg_dump was not found: install Debian's postgresql-client-15",
    );
  });

  it('refuses one older than the server, naming the package of the right major', async () => {
    const search = { roots: [await fakeRoot('pg_dump', ['14.9'])], onPath: false };
    await expect(findPostgresTool('pg_dump', 15, search)).rejects.toThrow(
      /PostgreSQL 15 or newer, but the newest here is version 14\.9 .*postgresql-client-15/s,
    );
  });

  it("takes the server's own major when it is there, else the nearest newer one", async () => {
    const search = { roots: [await fakeRoot('pg_dump', ['15.14', '16.4', '17.2'])], onPath: false };
    expect(await findPostgresTool('pg_dump', 15, search)).toMatchObject({
      major: 15,
      version: '15.14',
      path: expect.stringMatching(/15\/bin\/pg_dump$/),
    });
    expect(await findPostgresTool('pg_dump', 16, search)).toMatchObject({ major: 16 });
    expect(await findPostgresTool('pg_dump', 17, search)).toMatchObject({ major: 17 });
    await expect(findPostgresTool('pg_dump', 18, search)).rejects.toThrow(
      /postgresql-client-18 \(its programs go to \/usr\/lib\/postgresql\/18\/bin/,
    );
  });

  it("finds Debian's postgresql-client-15 on this machine, as the embedded server needs", async () => {
    for (const name of ['pg_dump', 'pg_restore', 'psql'] as const) {
      expect(await findPostgresTool(name, 15, DEBIAN_TOOLS)).toMatchObject({ name, major: 15 });
    }
  });
});
