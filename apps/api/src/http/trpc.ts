import { appParamsOf, appRouter, httpStatusOf, type AppRouter } from '@app/api-contract';
import {
  fastifyRequestHandler,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContext, type ContextDeps } from './context';
import { deprecationHeaders, procedureDeprecation } from './deprecation';
import { sendError } from './errors';
import { decodeUtf8 } from './input-guard';
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
      await refuseUnlessAllowed(deps, 'staff', request, reply, {
        path: 'inventory.processScan',
        type: 'mutation',
      });
    });
    const trpcOptions = {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      responseMeta({ errors, paths }) {
        // A refusal that says when to try again (a limit, the database away) says it in
        // Retry-After, as REST does; the database being away is 503 rather than tRPC's 500.
        const wait = errors.map((e) => appParamsOf(e).retryAfterSeconds).find(Boolean);
        // Our status where it differs from tRPC's (503 for the database away, 400 for a value
        // PostgreSQL refused), when the answer has one status.
        const statuses = [...new Set(errors.map((e) => httpStatusOf(e)))];
        // A deprecated procedure's answer says so (decision 0050); in a batch, the first one's.
        const deprecation = paths?.map(procedureDeprecation).find(Boolean);
        const headers = deprecation ? deprecationHeaders(deprecation) : {};
        if (wait) headers['retry-after'] = String(wait);
        return {
          ...(statuses.length === 1 ? { status: statuses[0] } : {}),
          ...(Object.keys(headers).length ? { headers: new Headers(headers) } : {}),
        };
      },
      onError({ error, path, req }) {
        if (httpStatusOf(error) === 503) {
          req.log.warn({ err: error.cause ?? error, path }, 'database away');
        } else if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
    // tRPC's own Fastify plugin reads any JSON body as text with replacement characters and
    // passes form and multipart bodies on: its handler is registered here instead, in a scope
    // that reads JSON only (a form or text body, which another site's page may send without
    // asking, is 415), and JSON whose bytes are not UTF-8 is 400.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        (_request, body, done) => {
          const text = decodeUtf8(body as Buffer);
          if (text === null) {
            done(Object.assign(new Error('Body is not UTF-8'), { statusCode: 400 }), undefined);
          } else {
            done(null, text);
          }
        },
      );
      scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, res) => {
        await fastifyRequestHandler({ ...trpcOptions, req, res, path: req.params.path });
      });
    });
  },
  { name: 'trpc' },
);
