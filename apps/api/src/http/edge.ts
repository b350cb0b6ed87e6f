import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handleUncaught, sendError } from './errors';
import { sendWebApp } from './static';

export interface EdgeOptions {
  /** Unknown page paths get the web app (production); otherwise a JSON 404 like any other. */
  serveWeb: boolean;
}

/** Paths that are never a page of the web app: their unknowns are a JSON 404. */
const NOT_PAGES = ['/api/', '/trpc/', '/assets/', '/opds/'];

/**
 * The central answers for what no route answered: errors thrown anywhere (Fastify's own
 * refusals included) and paths nothing matches, each in the house error body.
 */
export const edgePlugin = fp<EdgeOptions>(
  async (app: FastifyInstance, { serveWeb }) => {
    app.setErrorHandler(handleUncaught);
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
      if (serveWeb && isPage) return sendWebApp(reply);
      return sendError(request, reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'edge' },
);
