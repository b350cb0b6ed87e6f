import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheets into index.html as `<style>` elements: the first paint (the boot
 * screen) then waits for no second request, which on a slow mobile link is a round trip or
 * two. The files stay in the build for chunks that name them (see the disabled link below). The server allows these inline
 * styles by their hashes in its Content-Security-Policy (apps/api `http/static.ts`).
 */
export function inlineEntryCss(): Plugin {
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
