import { appParamsOf, appRouter, type AppRouter } from '@app/api-contract';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContext, type ContextDeps } from '../context';

/** tRPC at /trpc: the web app's only way in. */
export const trpcPlugin = fp<ContextDeps>(
  async (app: FastifyInstance, deps) => {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createContext(deps, req, res),
        responseMeta({ errors }) {
          // A refused sign-in says when to try again, as REST does.
          const wait = errors.map((e) => appParamsOf(e).retryAfterSeconds).find(Boolean);
          return wait ? { headers: new Headers({ 'retry-after': String(wait) }) } : {};
        },
        onError({ error, path, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
          }
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc' },
);
