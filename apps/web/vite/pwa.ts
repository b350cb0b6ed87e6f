import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './library-icons';

/**
 * The installable app: its manifest (the name in three scripts, the icons drawn by
 * `libraryIcons`) and the service worker `src/sw.ts`, built with the app's precache list.
 */
export function libraryPwa(): PluginOption {
  return VitePWA({
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
  });
}
