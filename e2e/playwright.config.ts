import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The config is evaluated by the runner and by each worker; the runner creates the data
// directory once and the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'library-e2e-'));
  chmodSync(dir, 0o777);
  return dir;
})();
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
// Open Library and Google Books, replayed from recorded answers (apps/api/src/testing).
const cataloguesPort = port + 1;
const cataloguesURL = `http://127.0.0.1:${cataloguesPort}`;

/** Debian's Chromium, never a downloaded browser; flags for a closed network and root. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `node --import tsx ../apps/api/src/testing/fake-catalogues-cli.ts ${cataloguesPort}`,
      port: cataloguesPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      // The built site exactly as `pnpm start` serves it, on its own embedded database.
      command: 'node --import tsx ../apps/api/src/server.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_ORIGIN: baseURL,
        LOG_LEVEL: 'warn',
        OPENLIBRARY_BASE_URL: cataloguesURL,
        GOOGLE_BOOKS_BASE_URL: cataloguesURL,
        GUTENDEX_BASE_URL: cataloguesURL,
        // No AI key: image scans take the offline OCR path, as in a library without one.
        OPENAI_API_KEY: '',
      },
    },
  ],
});
