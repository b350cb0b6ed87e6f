import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Router tests run against a real migrated PostgreSQL, as the API's did.
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
