import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API listens on 3001 and Vite serves the app on 3000 with hot reload.
const api = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    // The router plugin must come before react() so route files are split before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': api, '/trpc': api, '/opds': api },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
  },
});
