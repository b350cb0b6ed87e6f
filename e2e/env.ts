import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The browser suite's settings. The runner evaluates this first and creates the data folder;
 * its workers inherit the folder through the environment, so all of them share one.
 */
process.env.E2E_DATA_DIR ??= (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'library-e2e-'));
  chmodSync(dir, 0o777);
  return dir;
})();

export const e2eEnv = {
  /** The first port of the suite's range: the sites, the stand-ins (see sites.ts). */
  port: Number(process.env.E2E_PORT ?? 3107),
  dataDir: process.env.E2E_DATA_DIR,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  /** Run by CI (`.ci/run` sets CI=true), whose files are not kept after the run. */
  ci: process.env.CI === 'true',
};
