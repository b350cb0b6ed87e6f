import type { Plugin } from 'vite';

/**
 * Lists in index.html (`<script type="application/json" id="app-chunks">`, data the browser
 * never runs) every chunk the entry imports dynamically, and what those import in turn: the
 * app's code. main.tsx preloads them all at once after the boot screen's first paint, then runs
 * them in stages. As `<link rel="modulepreload">` in the head they would compete with that
 * first paint; Lighthouse counts such high-priority scripts as render-blocking. Lazy routes are
 * not listed; the router fetches the page it needs.
 */
export function listAppChunks(fonts: RegExp): Plugin {
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
