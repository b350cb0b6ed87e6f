import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker, not per file: building it was 70% of these suites' time (60-190 s
    // of setup for 5-10 s of tests). Each test unmounts what it rendered (cleanup).
    isolate: false,
    // jsdom renders slowly on a loaded 2-core machine: a 4 s test here measured 5.1 s in a CI run.
    testTimeout: 15_000,
    passWithNoTests: false,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
