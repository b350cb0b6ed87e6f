import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiDocument } from '../rest/openapi';
import type { RestRoute } from '../rest/route';

export interface DocsOptions {
  routes: RestRoute[];
  publicOrigin: string;
}

/**
 * The REST tables as an OpenAPI 3.1 document at `/api/openapi.json`, and a readable reference
 * at `/api/docs` (Swagger UI, served from this site: no CDN).
 */
export const docsPlugin = fp<DocsOptions>(
  async (app: FastifyInstance, { routes, publicOrigin }) => {
    const document = openApiDocument(routes, { serverUrl: publicOrigin });
    app.get('/api/openapi.json', { config: { access: 'public' } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(document),
    );
    await app.register(async (scope) => {
      // Swagger UI's own routes are public reading, like the document.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifySwagger, {
        mode: 'static',
        specification: { document: document as never },
      });
      await scope.register(fastifySwaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
      });
    });
  },
  { name: 'docs' },
);
