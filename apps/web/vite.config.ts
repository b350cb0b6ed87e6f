import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontsourceUnicodeRanges } from './vite/fontsource-unicode-ranges';
import { inlineEntryCss } from './vite/inline-entry-css';
import { libraryIcons } from './vite/library-icons';
import { listAppChunks } from './vite/list-app-chunks';
import { precompress } from './vite/precompress';
import { libraryPwa } from './vite/pwa';

// In development the API listens on 3001 and Vite serves the app on 3000 with hot reload.
const api = 'http://127.0.0.1:3001';

const localeFile = /\/locales\/(en|si|ta)\/([a-z-]+)\.json$/;
/** The namespaces of the public pages (the frame, the home page, the digital library). */
const PUBLIC_NAMESPACES = new Set([
  'common',
  'errors',
  'home',
  'books',
  'events',
  'newsletter',
  'ebooks',
]);

export default defineConfig({
  plugins: [
    // The router plugin must come before react() so route files are split before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    fontsourceUnicodeRanges(),
    inlineEntryCss(),
    // The faces every page shows at once: body text, bold, headings, and the Tamil and Sinhala
    // names in the header and hero. Fetched with the app's code, they are ready for its first
    // layout, which then needs no fallback fonts and no second layout when they arrive.
    listAppChunks(
      /noto-sans-latin-(400|700)-normal|noto-serif-latin-700-normal|noto-sans-(tamil|sinhala)-/,
    ),
    precompress(),
    libraryIcons(),
    libraryPwa(),
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
    rolldownOptions: {
      treeshake: {
        // The zod schemas are declarations without side effects. The browser reads constants
        // re-exported through them (USER_ROLES…); without this every page would carry zod.
        // isbn3 (the ISBN ranges table, ~40 KB) is pure too: the scanner uses only
        // `cleanIsbn` from the contract's isbn module, never the check that needs the table.
        moduleSideEffects: (id) =>
          /packages\/api-contract\/src\/schemas\/|\/node_modules\/isbn3\//.test(id)
            ? false
            : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The public site's strings come in one file per language, not seven requests.
              debugName: 'public translations',
              name: (id) => {
                const locale = localeFile.exec(id);
                return locale && PUBLIC_NAMESPACES.has(locale[2]!)
                  ? `locale-${locale[1]}-site`
                  : null;
              },
            },
          ],
        },
        // Translation chunks say what they hold: locale-ta-home-<hash>.js.
        chunkFileNames: (chunk) => {
          const locale =
            chunk.moduleIds.length === 1 ? localeFile.exec(chunk.moduleIds[0] ?? '') : null;
          return locale
            ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
