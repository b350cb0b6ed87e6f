import { appParamsOf, appRouter, httpStatusOf, type AppRouter } from '@app/api-contract';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContext, type ContextDeps } from './context';
import { sendError } from './errors';
import { DEFAULT_BODY_LIMIT, SCAN_BODY_LIMIT } from './limits';
import { refuseUnlessAllowed } from './session';

/** Procedures that take photo uploads; every other call keeps the 1 MB body limit. */
const UPLOAD_PROCEDURES = new Set(['inventory.processScan']);

function procedurePaths(url: string): string[] {
  const pathname = url.split('?')[0]!.slice('/trpc/'.length);
  try {
    return decodeURIComponent(pathname).split(',');
  } catch {
    return [];
  }
}

/** tRPC at /trpc: the web app's only way in. */
export const trpcPlugin = fp<ContextDeps>(
  async (app: FastifyInstance, deps) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/trpc')) route.bodyLimit = SCAN_BODY_LIMIT;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/trpc/') || request.method !== 'POST') return;
      const length = Number(request.headers['content-length'] ?? Number.NaN);
      if (length <= DEFAULT_BODY_LIMIT) return;
      // A batch that carries a scan may be large (another mutation can share its request).
      if (!procedurePaths(request.url).some((p) => UPLOAD_PROCEDURES.has(p))) {
        return sendError(request, reply, 413, 'INVALID_INPUT');
      }
      await refuseUnlessAllowed(deps, 'staff', request, reply);
    });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createContext(deps, req, res),
        responseMeta({ errors }) {
          // A refusal that says when to try again (a limit, the database away) says it in
          // Retry-After, as REST does; the database being away is 503 rather than tRPC's 500.
          const wait = errors.map((e) => appParamsOf(e).retryAfterSeconds).find(Boolean);
          // Our status where it differs from tRPC's (503 for the database away, 400 for a value
          // PostgreSQL refused), when the answer has one status.
          const statuses = [...new Set(errors.map((e) => httpStatusOf(e)))];
          return {
            ...(statuses.length === 1 ? { status: statuses[0] } : {}),
            ...(wait ? { headers: new Headers({ 'retry-after': String(wait) }) } : {}),
          };
        },
        onError({ error, path, req }) {
          if (httpStatusOf(error) === 503) {
            req.log.warn({ err: error.cause ?? error, path }, 'database away');
          } else if (error.code === 'INTERNAL_SERVER_ERROR') {
            req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
          }
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc' },
);
