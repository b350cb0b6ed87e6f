import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The example runs against a real site over a real migrated PostgreSQL.
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 60_000,
    // Building the package and installing it with npm happen once, before the tests.
    hookTimeout: 300_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
