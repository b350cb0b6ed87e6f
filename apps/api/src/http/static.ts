import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticOptions {
  /** The built web app (vite's dist folder). */
  root: string;
}

/**
 * Content-Security-Policy sources for index.html's inline `<style>` elements (the build puts
 * the first screen's CSS there, see `inlineEntryCss` in apps/web/vite/inline-entry-css.ts):
 * each allowed by its hash, so no other inline style is. None when the app is not built.
 */
export function inlineStyleHashes(root: string): string[] {
  const file = path.join(root, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Vite puts content-hashed files under /assets, so those may be
 * cached for a year; everything else (the service worker above all) is revalidated on every
 * visit. Pages are not files: the site plugin (`site/plugin.ts`) answers them, each with its own
 * head, and the edge answers a path that is no page with the not-found page and 404.
 */
export const staticPlugin = fp<StaticOptions>(
  async (app: FastifyInstance, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      throw new Error(`The web app is not built (${root}/index.html is missing): run pnpm build.`);
    }
    // In a context of their own, so only these routes are marked as files (not logged).
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, quietLog: true };
      });
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        // '/' is a page (site/plugin.ts), not the bare template.
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
      // Registered explicitly because wildcard: false only maps files present at start-up.
      files.get('/assets/*', (request, reply) => {
        const file = (request.params as { '*': string })['*'];
        return reply.sendFile(path.posix.join('assets', file));
      });
    });
  },
  { name: 'static' },
);
