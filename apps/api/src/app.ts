import type { Services } from '@app/api-contract';
import type { Db } from '@app/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './env';
import { restPlugin } from './plugins/rest';
import { staticPlugin } from './plugins/static';
import { trpcPlugin } from './plugins/trpc';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  services?: Services;
  /** The clock every rule reads (tests inject their own). */
  now?: () => Date;
  /** Structured logger; silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (production). */
  serveWeb?: boolean;
}

/** Builds the whole HTTP application without listening (tests use inject or listen themselves). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Behind a proxy in production; the client address then comes from X-Forwarded-For.
    trustProxy: options.config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  const deps = {
    db: options.db,
    services: options.services ?? {},
    now: options.now ?? (() => new Date()),
  };
  await app.register(trpcPlugin, deps);
  await app.register(restPlugin, deps);
  if (options.serveWeb) await app.register(staticPlugin, { root: options.config.WEB_DIST_DIR });
  return app;
}
