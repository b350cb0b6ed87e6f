import type { Services } from '@app/api-contract';
import type { Db } from '@app/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { ebookFilesPlugin } from './ebook-files/plugin';
import type { Config } from './env';
import { opdsPlugin } from './opds/plugin';
import { dbPlugin } from './plugins/db';
import { restPlugin } from './plugins/rest';
import { securityPlugin } from './plugins/security';
import { inlineStyleHashes, staticPlugin } from './plugins/static';
import { trpcPlugin } from './plugins/trpc';
import { createServices, scanImageDirectory } from './services';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Ports to the outside world; built from `config` when absent (and closed with the app). */
  services?: Services;
  /** The clock every rule reads (tests inject their own). */
  now?: () => Date;
  /** Structured logger; silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (production). */
  serveWeb?: boolean;
  /** The app closes the pool when it closes (the server); tests close their own. */
  ownsDb?: boolean;
  /** Told about every route as it is added (the role-matrix test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const ownServices = options.services ? null : createServices(options.config, options.db);
  if (ownServices) app.addHook('onClose', () => ownServices.close());
  const deps = {
    db: options.db,
    services: options.services ?? ownServices!,
    now: options.now ?? (() => new Date()),
    cookie: { secure: options.config.PUBLIC_ORIGIN.startsWith('https:') },
  };
  await app.register(dbPlugin, { db: options.db, closeOnShutdown: options.ownsDb ?? false });
  await app.register(securityPlugin, {
    publicOrigin: options.config.PUBLIC_ORIGIN,
    styleHashes: options.serveWeb ? inlineStyleHashes(options.config.WEB_DIST_DIR) : [],
  });
  await app.register(trpcPlugin, deps);
  await app.register(ebookFilesPlugin, { ...deps, config: options.config });
  await app.register(opdsPlugin, { ...deps, config: options.config });
  await app.register(restPlugin, { ...deps, imageDirectory: scanImageDirectory(options.config) });
  if (options.serveWeb) await app.register(staticPlugin, { root: options.config.WEB_DIST_DIR });
  return app;
}
