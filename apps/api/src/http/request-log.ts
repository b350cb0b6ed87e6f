import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built web app: its requests are not logged (a page asks for dozens). */
    quietLog?: boolean;
  }
}

/** Probes asked every few seconds by the proxy, Docker and Prometheus. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * One line per request at info, when it has been answered: method, path, status and time.
 * Not for the web app's own files and the probes, which would be most of the log and say
 * nothing; their failures are still logged at error where they happen (http/errors.ts).
 * Replaces Fastify's two lines per request.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const quiet =
        request.routeOptions.config.quietLog === true || PROBES.has(request.url.split('?', 1)[0]!);
      if (!quiet) {
        request.log.info(
          { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
          'request',
        );
      }
      done();
    });
  },
  { name: 'request-log' },
);
