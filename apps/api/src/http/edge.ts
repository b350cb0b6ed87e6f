import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageRenderer } from '../site/plugin';
import { handleUncaught, sendError } from './errors';

export interface EdgeOptions {
  /**
   * The web app's pages (production): a path no route knows gets the not-found page, with 404.
   * Null: a JSON 404 like any other.
   */
  pages: PageRenderer | null;
}

/** Paths that are never a page of the web app: their unknowns are a JSON 404. */
const NOT_PAGES = ['/api/', '/trpc/', '/assets/', '/opds/', '/opds2/'];

/**
 * The central answers for what no route answered: errors thrown anywhere (Fastify's own
 * refusals included) and paths nothing matches, each in the house error body.
 */
export const edgePlugin = fp<EdgeOptions>(
  async (app: FastifyInstance, { pages }) => {
    app.setErrorHandler(handleUncaught);
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
      if (pages && isPage) return pages.sendNotFound(reply);
      return sendError(request, reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'edge' },
);
