import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eEnv } from './env';
import { modulePath, standIns, webDist } from './sites';

const {
  cataloguesPort,
  cataloguesURL,
  ebookHostsPort,
  largePort,
  largeURL,
  smtpPort,
  mailboxPort,
} = standIns;

/** Debian's Chromium, never a downloaded browser; flags for a closed network and root. */
export const chromiumLaunch = {
  executablePath: e2eEnv.chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './artifacts/test-results',
  // Files are the unit: a file's tests share what its first tests made. Each worker has a site
  // of its own (tests/fixtures.ts starts it), so two files never meet in one database.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two workers share two cores: a test takes up to twice as long as alone (the longest, 17 s
  // alone, took 35 s beside the other worker).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // No baseURL here: each worker's own site sets it (tests/fixtures.ts).
    browserName: 'chromium',
    // Each worker keeps one browser context and one page for all its tests: Playwright resets
    // them between tests (other pages closed, cookies and storage cleared, clock and init
    // scripts gone, the page at about:blank), and a test no longer pays for a new context and
    // renderer. The suite took 14.1 min instead of 17.5 (decision 0013). A test that needs a
    // context of its own still makes one (`browser.newContext()`).
    reuseContext: true,
    launchOptions: chromiumLaunch,
    // A trace is recorded for every test and kept for a failure: a third of a short test's time.
    // CI's folders are gone when it ends, so there it records none (decision 0013); a failure
    // there is read from its message and screenshot, and rerun here with --trace on.
    trace: e2eEnv.ci ? 'off' : 'retain-on-failure',
    // The offline suite (offline.spec.ts) allows the service worker; elsewhere it would take
    // over mid-test and answer requests that tests route or count themselves.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `node --import tsx ${modulePath('@app/testing/fake-catalogues-cli')} ${cataloguesPort}`,
      port: cataloguesPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node --import tsx ${modulePath('@app/testing/fake-ebook-hosts-cli')} ${ebookHostsPort}`,
      port: ebookHostsPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node --import tsx ${modulePath('@app/testing/fake-smtp-cli')} ${smtpPort} ${mailboxPort}`,
      port: mailboxPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node --import tsx ${fileURLToPath(new URL('./large-site.ts', import.meta.url))}`,
      url: `${largeURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      // Asked to stop, the site stops its embedded PostgreSQL; killed (Playwright's default), it
      // left that database running after every run.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        WEB_DIST_DIR: webDist,
        PORT: String(largePort),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: largeURL,
        LOG_LEVEL: 'warn',
        // The staff tests sign in as the demo librarian here too.
        SEED: 'demo',
        OPENLIBRARY_BASE_URL: cataloguesURL,
        GOOGLE_BOOKS_BASE_URL: cataloguesURL,
        GUTENDEX_BASE_URL: cataloguesURL,
        OPENAI_API_KEY: '',
        // As on the workers' sites (sites.ts): a core may be busy for longer than 750 ms here.
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      },
    },
  ],
});
