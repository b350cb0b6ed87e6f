import { appRouter, type AppRouter } from '@app/api-contract';
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
        createContext: ({ req }) => createContext(deps, req),
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
