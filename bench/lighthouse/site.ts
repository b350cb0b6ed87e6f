/**
 * The harness the home page's benchmarks share: build the web app, serve it exactly as
 * `pnpm start` does in production (apps/api/src/server.ts, an embedded PostgreSQL in a temp
 * DATA_DIR, a free port), and run Lighthouse's command line against Debian's Chromium with the
 * flags of the e2e suite. Nothing is downloaded: Lighthouse is @app/bench's own dependency.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..', '..');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * The built site to measure: WEB_DIST_DIR when given (an existing build), otherwise a fresh
 * production build of apps/web into a temporary directory.
 */
export async function builtSite(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  if (process.env.WEB_DIST_DIR) {
    return { dir: path.resolve(process.env.WEB_DIST_DIR), cleanup: async () => {} };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  console.log(`Building apps/web into ${dir} …`);
  await run(
    'npx',
    ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    path.join(root, 'apps', 'web'),
  );
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

function freePort(): Promise<number> {
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

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server on the built site and waits until /api/health answers: over
 * an embedded PostgreSQL of its own, or over `databaseUrl` (a collection at size).
 */
export async function startSite(
  webDistDir: string,
  options: { databaseUrl?: string } = {},
): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  await chmod(dataDir, 0o777);
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.resolve('@app/api/server'))],
    {
      cwd: path.join(root, 'bench'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: url,
        WEB_DIST_DIR: webDistDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        LOG_LEVEL: 'warn',
        OPENAI_API_KEY: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}) before answering.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error('The server did not answer /api/health within 3 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    async stop() {
      // SIGTERM lets the server finish and stop its embedded PostgreSQL cleanly.
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium and the e2e suite's flags (e2e/playwright.config.ts `chromiumLaunch`). */
export async function chromium(): Promise<{ path: string; flags: string[] }> {
  // The config creates a scratch directory for the e2e server unless one is named; none is needed.
  process.env.E2E_DATA_DIR ??= os.tmpdir();
  const { chromiumLaunch } = await import('../../e2e/playwright.config');
  return { path: chromiumLaunch.executablePath, flags: chromiumLaunch.args };
}

/** A Lighthouse report: only the parts these benchmarks read. */
export interface LighthouseReport {
  categories: Partial<
    Record<
      'performance' | 'seo',
      { score: number | null; auditRefs?: { id: string; weight: number }[] }
    >
  >;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}

/**
 * Runs Lighthouse's CLI once against `url` (mobile, simulated throttling: its defaults) and
 * returns the JSON report: the performance category unless `category` says (`seo`). `extra`
 * adds CLI flags such as `--only-audits=network-requests`.
 */
export async function lighthouse(
  url: string,
  extra: string[] = [],
  category: 'performance' | 'seo' = 'performance',
): Promise<LighthouseReport> {
  const browser = await chromium();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      path.join(root, 'bench', 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${category}`,
        `--chrome-flags=${browser.flags.join(' ')}`,
        '--quiet',
        ...extra,
      ],
      path.join(root, 'bench'),
      { CHROME_PATH: browser.path },
    );
    return JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
