import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextDeps } from '../context';
import { translateError } from '../rest/adapter';
import { registerAdminRoutes } from '../rest/admin';
import { registerAuthRoutes } from '../rest/auth';
import { registerEbookImportRoutes } from '../rest/ebook-import';
import { registerEbookRoutes } from '../rest/ebooks';
import { registerEventRoutes } from '../rest/events';
import { registerHealthRoutes } from '../rest/health';
import { registerInventoryRoutes } from '../rest/inventory';
import { registerNewsletterRoutes } from '../rest/newsletter';
import { registerPublicRoutes } from '../rest/public';
import { languageFromAcceptLanguage } from '@app/i18n';

/** The documented /api/* paths. Unknown /api paths answer a JSON 404, never the web app. */
export const restPlugin = fp<ContextDeps & { imageDirectory: string }>(
  async (app: FastifyInstance, { imageDirectory, ...deps }) => {
    // The spec's client sends a JSON content type on every call, also with no body (download,
    // delete); Fastify would refuse that as an empty JSON body. An empty body is no body;
    // anything else goes through Fastify's own (prototype-poisoning-safe) parser.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      void parseJson(request, body as string, done);
    });
    registerHealthRoutes(app, deps);
    registerPublicRoutes(app, deps);
    registerAuthRoutes(app, deps);
    registerInventoryRoutes(app, deps, imageDirectory);
    registerEbookRoutes(app, deps);
    registerEbookImportRoutes(app, deps);
    registerAdminRoutes(app, deps);
    registerNewsletterRoutes(app, deps);
    registerEventRoutes(app, deps);
    app.all('/api/*', { config: { access: 'public' } }, async (request, reply) =>
      reply.status(404).send({
        message: translateError(
          languageFromAcceptLanguage(request.headers['accept-language']),
          'NOT_FOUND',
        ),
        appCode: 'NOT_FOUND',
      }),
    );
  },
  { name: 'rest' },
);
