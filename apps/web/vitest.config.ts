import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    passWithNoTests: false,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
