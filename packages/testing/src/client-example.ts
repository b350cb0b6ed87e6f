import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childEnv } from './env';

/**
 * The client package as an outsider gets it (decision 0050): built, packed into a tarball,
 * installed with npm into a copy of `examples/new-ebooks-feed` outside the monorepo, where
 * neither the source nor the server's packages can be found. The Vitest suite and the
 * Playwright suite both run the example from here.
 */

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(repo, 'packages/client');
const exampleDir = path.join(repo, 'examples/new-ebooks-feed');

/** What the built declarations are made from: a change to any of them makes dist stale. */
const SOURCES = [
  'packages/client/src',
  'packages/client/scripts',
  'packages/client/package.json',
  'packages/client/tsconfig.build.json',
  'packages/api-contract/src',
  'packages/db/src',
  'packages/i18n/src',
];

/** The newest change under `file` (tests are no part of what is built). */
function newestChange(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return file.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(file).map((name) => newestChange(path.join(file, name))),
  );
}

/** Builds packages/client unless its dist is newer than everything it is made from. */
export async function builtClient(): Promise<{ rebuilt: boolean }> {
  const built = path.join(clientDir, 'dist/index.d.ts');
  const fresh =
    existsSync(built) &&
    statSync(built).mtimeMs > Math.max(...SOURCES.map((s) => newestChange(path.join(repo, s))));
  if (fresh) return { rebuilt: false };
  await run('pnpm', ['run', 'build'], { cwd: clientDir, env: childEnv(), timeout: 300_000 });
  return { rebuilt: true };
}

const INSTALL_PREFIX = 'jpl-new-ebooks-feed-';

/** Installs kept for tarballs of a day ago or more (32 MB each) are removed. */
function forgetOldInstalls(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(INSTALL_PREFIX))) {
    const folder = path.join(tmpdir(), name);
    if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
  }
}

export interface InstalledExample {
  /** The example's copy, with the package installed from the tarball in its node_modules. */
  dir: string;
  tarball: string;
}

/**
 * The example installed from a fresh tarball of the client. The npm install is kept per
 * tarball (its hash names the folder), so a second suite in the same run reuses it; the
 * example's own files are copied afresh each time.
 */
export async function installedExample(): Promise<InstalledExample> {
  await builtClient();
  const packDir = await mkdtemp(path.join(tmpdir(), 'jpl-client-pack-'));
  const { stdout } = await run('pnpm', ['run', '--silent', 'tarball', '--out', packDir], {
    cwd: clientDir,
    env: childEnv(),
  });
  const tarball = stdout.trim().split('\n').at(-1)!;
  const manifest = readFileSync(path.join(exampleDir, 'package.json'));
  const key = createHash('sha256')
    .update(readFileSync(tarball))
    .update(manifest)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(tmpdir(), `${INSTALL_PREFIX}${key}`);
  const ready = path.join(dir, '.installed');
  if (!existsSync(ready)) {
    forgetOldInstalls();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(exampleDir, 'package.json'), path.join(dir, 'package.json'));
    // Keep the tarball beside the install: the manifest names it as the dependency.
    const kept = path.join(dir, path.basename(tarball));
    cpSync(tarball, kept);
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', kept],
      { cwd: dir, env: childEnv(), timeout: 300_000 },
    );
    await writeFile(ready, new Date().toISOString());
  }
  rmSync(packDir, { recursive: true, force: true });
  for (const name of readdirSync(exampleDir)) {
    if (name === 'node_modules' || name === 'package.json' || name.endsWith('.tgz')) continue;
    cpSync(path.join(exampleDir, name), path.join(dir, name), { recursive: true });
  }
  return { dir, tarball: path.join(dir, path.basename(tarball)) };
}

export interface ExampleRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `tsc --noEmit` in the example's copy, as an outsider has the package, with every library's
 * declarations checked too (`--skipLibCheck false`): each error line it printed.
 */
export async function typecheckExample(example: InstalledExample): Promise<string[]> {
  const args = [
    'node_modules/typescript/bin/tsc',
    '--noEmit',
    '-p',
    '.',
    '--skipLibCheck',
    'false',
  ];
  const checked = await outcome(run(process.execPath, args, { cwd: example.dir, env: childEnv() }));
  return (checked.stdout + checked.stderr).split('\n').filter((line) => line.includes('error'));
}

/** Runs the example against `url` with `token` (no token: none sent). */
export function runExample(
  example: InstalledExample,
  options: { url: string; token?: string; args?: string[] },
): Promise<ExampleRun> {
  const env = childEnv({ LIBRARY_URL: options.url });
  delete env.LIBRARY_TOKEN;
  if (options.token) env.LIBRARY_TOKEN = options.token;
  return outcome(
    run(process.execPath, ['src/main.ts', ...(options.args ?? [])], {
      cwd: example.dir,
      env,
      timeout: 60_000,
    }),
  );
}

async function outcome(pending: Promise<{ stdout: string; stderr: string }>): Promise<ExampleRun> {
  try {
    const { stdout, stderr } = await pending;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? String(error),
    };
  }
}
