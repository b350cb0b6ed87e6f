import type { Services } from '@app/api-contract';
import { isDatabaseUnavailable, startJobQueue, type Db, type JobRunner } from '@app/db';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import { createClock } from './clock';
import { createEbookFiles } from './ebooks/files/files';
import type { Config, TrustProxy } from './env';
import { bearerPlugin } from './http/bearer';
import { cachingPlugin } from './http/caching';
import { dbPlugin } from './http/db';
import { docsPlugin } from './http/docs';
import { edgePlugin } from './http/edge';
import { sendError } from './http/errors';
import { inputGuardPlugin } from './http/input-guard';
import { metricsPlugin } from './http/metrics';
import { requestId } from './http/request-id';
import { requestLogPlugin } from './http/request-log';
import { requestRateLimiter } from './http/rate-limit';
import { restPlugin } from './http/rest';
import { securityPlugin } from './http/security';
import { inlineStyleHashes, staticPlugin } from './http/static';
import { jobTiming, startCirculationUpkeep, startWorkers } from './jobs/workers';
import { trpcPlugin } from './http/trpc';
import { oaiPlugin } from './oai/plugin';
import { opdsPlugin } from './opds/plugin';
import { opds2Plugin } from './opds/opds2-plugin';
import { createPageRenderer, sitePlugin } from './site/plugin';
import { restRoutes } from './rest/routes';
import { createServices } from './services';
import { createStorage } from './storage/create';
import { startWebhookRelay } from './webhooks/relay';
import type { FileStorage } from './storage/storage';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Ports to the outside world; built from `config` when absent (and closed with the app). */
  services?: Services;
  /** Where files are kept; built from `config` when absent. */
  storage?: FileStorage;
  /** The job queue; started over `db` when absent (and stopped with the app). */
  jobs?: JobRunner;
  /** The clock every rule reads (tests inject their own; else `createClock(config)`). */
  now?: () => Date;
  /** Structured logger; silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (production). */
  serveWeb?: boolean;
  /** The app closes the pool when it closes (the server); tests close their own. */
  ownsDb?: boolean;
  /** Told about every route as it is added (the role-matrix test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Keep collection answers in memory until the collection changes (default true; the
   * benchmarks turn it off to time the queries themselves). See http/caching.ts.
   */
  keepAnswers?: boolean;
  /**
   * True once the process has been asked to stop: `/api/ready` answers 503 SHUTTING_DOWN so the
   * proxy takes it out of rotation before it closes (server.ts drains SHUTDOWN_DRAIN_SECONDS).
   */
  draining?: () => boolean;
}

/** A hop count as the function Fastify's types take (the n proxies nearest the server). */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole HTTP application without listening (tests use inject or listen themselves). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Only configured proxies may name the client (X-Forwarded-For); every limit keys on it.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // Every log line of a request carries its id (`reqId`): the proxy's X-Request-Id when it
    // sent a sane one, else a fresh UUID; the answer says which (see http/request-id.ts).
    genReqId: requestId,
    // One line per request, written by http/request-log.ts, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A path whose escapes are not UTF-8 never reaches a route: the house 400, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      void sendError(request, reply, 400, 'INVALID_INPUT');
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const storage = options.storage ?? createStorage(config);
  const now = options.now ?? createClock(config);
  const jobs =
    options.jobs ??
    (await startJobQueue({
      db,
      timing: jobTiming(config),
      // A poll that found the database away is the database watch's to report (once, as a
      // warning, and again when it is back: http/db.ts); the queue polls again by itself.
      onError: (error) =>
        isDatabaseUnavailable(error)
          ? app.log.debug({ err: error }, 'job queue: database unavailable')
          : app.log.error({ err: error }, 'job queue'),
      now,
    }));
  // Running jobs finish (or are handed back) before the pool closes.
  if (!options.jobs) app.addHook('preClose', () => jobs.stop());
  const ownServices = options.services ? null : createServices(config, db, storage, jobs);
  if (ownServices) app.addHook('onClose', () => ownServices.close());
  const deps = {
    db,
    services: options.services ?? ownServices!,
    now,
    cookie: { secure: config.PUBLIC_ORIGIN.startsWith('https:') },
  };
  const limiter = requestRateLimiter(deps);
  const files = createEbookFiles(config, db, storage, {
    remoteFetchWait: (request, reply) => limiter('remoteFetch', request, reply),
  });
  const routes = restRoutes({
    publicOrigin: config.PUBLIC_ORIGIN,
    files,
    storage,
  });
  const serveWeb = options.serveWeb ?? false;
  const pages = serveWeb ? createPageRenderer(config.WEB_DIST_DIR) : null;
  const draining = options.draining;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (draining?.() && request.url.split('?')[0] === '/api/ready') {
      void sendError(request, reply, 503, 'SHUTTING_DOWN', { params: { retryAfterSeconds: 5 } });
      return;
    }
    done();
  });
  await app.register(requestLogPlugin);
  // First, so its timing hook sees every route registered after it.
  await app.register(metricsPlugin, {
    db,
    now,
    allow: config.METRICS_ALLOW,
    token: config.METRICS_TOKEN,
    trustsProxy: config.TRUST_PROXY !== false,
  });
  await app.register(edgePlugin, { pages });
  await app.register(securityPlugin, {
    publicOrigin: config.PUBLIC_ORIGIN,
    styleHashes: serveWeb ? inlineStyleHashes(config.WEB_DIST_DIR) : [],
  });
  await app.register(inputGuardPlugin);
  // After the security headers, so a 503 while the database is away carries them too.
  await app.register(dbPlugin, { db, closeOnShutdown: options.ownsDb ?? false });
  // Before the kept answers: a token that is not valid is 401 whatever the path would allow.
  await app.register(bearerPlugin, deps);
  await app.register(cachingPlugin, {
    db,
    cookie: deps.cookie,
    keepAnswers: options.keepAnswers ?? true,
    onWatchError: (error) => app.log.warn({ err: error }, 'collection change listener failed'),
  });
  await app.register(trpcPlugin, deps);
  await app.register(opdsPlugin, { ...deps, config, limiter });
  await app.register(opds2Plugin, { ...deps, limiter });
  await app.register(oaiPlugin, { ...deps, config });
  await app.register(restPlugin, { ...deps, routes });
  await app.register(docsPlugin, { routes, publicOrigin: config.PUBLIC_ORIGIN });
  if (serveWeb) await app.register(staticPlugin, { root: config.WEB_DIST_DIR });
  await app.register(sitePlugin, {
    db,
    publicOrigin: config.PUBLIC_ORIGIN,
    pages,
    storage,
    limiter,
  });
  if (config.JOBS_WORKER) {
    await startWorkers(jobs, {
      config,
      db,
      services: deps.services,
      mirror: files.mirror,
      now,
      log: app.log,
    });
    const stopUpkeep = startCirculationUpkeep({ db, jobs, now, log: app.log });
    app.addHook('preClose', stopUpkeep);
    app.addHook('preClose', startWebhookRelay({ db, jobs, now, log: app.log }));
  }
  return app;
}
