import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the API listens on 3001 and Vite serves the app on 3000 with hot reload.
const api = 'http://127.0.0.1:3001';

/**
 * Fontsource's one-subset files (`tamil-400.css`) declare their face without `unicode-range`,
 * so a browser would fetch the Tamil and Sinhala fonts to draw Latin text, and the reverse.
 * This copies each subset's range from the package's own full stylesheet (`400.css`), so a
 * page downloads only the scripts it shows.
 */
function fontsourceUnicodeRanges(): Plugin {
  const subsetFile = /@fontsource\/([^/]+)\/([a-z-]+?)-(\d{3})(-italic)?\.css$/;
  return {
    name: 'library:fontsource-unicode-range',
    enforce: 'pre',
    async transform(code, id) {
      const match = subsetFile.exec(id.split('?')[0] ?? '');
      if (!match || code.includes('unicode-range')) return null;
      const [, family, subset, weight, italic = ''] = match;
      const style = italic ? 'italic' : 'normal';
      const full = await readFile(path.join(path.dirname(id), `${weight}${italic}.css`), 'utf8');
      const block = full
        .split('/* ')
        .find((part) => part.startsWith(`${family}-${subset}-${weight}-${style} */`));
      const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!range) throw new Error(`No unicode-range for ${family} ${subset} ${weight} ${style}`);
      return { code: code.replace(/}\s*$/, `  unicode-range: ${range};\n}\n`), map: null };
    },
  };
}

/**
 * Writes a Brotli and a gzip copy next to every text asset; the API's static server
 * (`preCompressed: true`) sends whichever the browser accepts, so nothing is compressed per
 * request. Copies that would not be smaller are skipped.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|map)$/;
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'library:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !file.endsWith('.map'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const source = await readFile(full);
            if (source.length < 1024) return;
            const [br, gzipped] = await Promise.all([
              brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${full}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${full}.gz`, gzipped);
          }),
      );
    },
  };
}

/**
 * Puts the entry's stylesheets into index.html as `<style>` elements: the first paint (the boot
 * screen) then waits for no second request, which on a slow mobile link is a round trip or
 * two. The files stay in the build for chunks that name them (see the disabled link below). The server allows these inline
 * styles by their hashes in its Content-Security-Policy (apps/api plugins/static.ts).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'library:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source).replaceAll('</style', '<\\/style');
            // The disabled link is never fetched; it tells vite's chunk loader that this file
            // is already on the page, or a lazy route naming it would load it again.
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * Lists in index.html (`<script type="application/json" id="app-chunks">`, data the browser
 * never runs) every chunk the entry imports dynamically, and what those import in turn: the
 * app's code. main.tsx preloads them all at once after the boot screen's first paint, then runs
 * them in stages. As `<link rel="modulepreload">` in the head they would compete with that
 * first paint; Lighthouse counts such high-priority scripts as render-blocking. Lazy routes are
 * not listed; the router fetches the page it needs.
 */
function listAppChunks(fonts: RegExp): Plugin {
  return {
    name: 'library:list-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const seen = new Set<string>([chunk.fileName, ...chunk.imports]);
        const files: string[] = [];
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const output = bundle[file];
          if (output?.type !== 'chunk') return;
          files.push(file);
          output.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        const list = JSON.stringify({
          scripts: files.map((file) => `/${file}`),
          fonts: Object.keys(bundle)
            .filter((file) => file.endsWith('.woff2') && fonts.test(file))
            .map((file) => `/${file}`),
        });
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'app-chunks' },
              children: list,
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}

/** The library's line mark (components/library-mark.tsx), as paths to draw the app icons from. */
const MARK_PATHS = [
  'M20 24a12 12 0 0 1 24 0',
  'M32 8v4',
  'M12 24h40',
  'M15 24v24M49 24v24',
  'M21 48V35a4 4 0 0 1 8 0v13M35 48V35a4 4 0 0 1 8 0v13',
  'M10 50h44',
];
const BRAND = '#7a1f2b';

/**
 * The home-screen icons, drawn at build time from the dome-and-arches mark (white on the
 * palmyra brown-red): `any` icons with rounded corners, a `maskable` one whose mark keeps
 * inside the safe zone (the launcher crops it to its own shape), and Apple's touch icon.
 */
function libraryIcons(): Plugin {
  const svg = (size: number, { maskable }: { maskable: boolean }) => {
    const inset = maskable ? 0.2 : 0.12;
    const scale = (size * (1 - 2 * inset)) / 64;
    const corner = maskable ? 0 : size * 0.18;
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
        `<rect width="${size}" height="${size}" rx="${corner}" fill="${BRAND}"/>` +
        `<g transform="translate(${size * inset} ${size * inset}) scale(${scale})" fill="none" ` +
        `stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
        MARK_PATHS.map((d) => `<path d="${d}"/>`).join('') +
        `</g></svg>`,
    );
  };
  const icons: [file: string, size: number, maskable: boolean][] = [
    ['icons/icon-192.png', 192, false],
    ['icons/icon-512.png', 512, false],
    ['icons/icon-maskable-512.png', 512, true],
    ['icons/apple-touch-icon.png', 180, true],
  ];
  return {
    name: 'library:icons',
    apply: 'build',
    async generateBundle() {
      for (const [fileName, size, maskable] of icons) {
        const source = await sharp(svg(size, { maskable })).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

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
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the app itself, late and in a few lines (lib/service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Jaffna Public Library · யாழ்ப்பாணப் பொது நூலகம் · යාපනය මහජන පුස්තකාලය',
        short_name: 'Jaffna Library',
        description:
          'Books, events and free e-books in English, Tamil and Sinhala · யாழ்ப்பாணப் பொது நூலகம் · යාපනය මහජන පුස්තකාලය',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbf8f3',
        theme_color: BRAND,
        categories: ['books', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [{ name: 'Digital Library · எண்ணிம நூலகம் · ඩිජිටල් පුස්තකාලය', url: '/ebooks' }],
      },
      injectManifest: {
        // The whole app shell of this build; compressed copies and source maps are the
        // server's business. The PDF worker (.mjs) is kept on first use instead.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'icons/apple-touch-icon.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
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
