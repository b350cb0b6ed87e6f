import { timingSafeEqual } from 'node:crypto';
import { isDatabaseUnavailable, libraryCounts, poolStats, type Db } from '@app/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sendError } from './errors';

export interface MetricsOptions {
  db: Db;
  now: () => Date;
  /** METRICS_ALLOW: addresses, CIDR ranges and named ranges; `none` for nobody by address. */
  allow: string;
  /** METRICS_TOKEN: a bearer token that also opens the page, from anywhere. */
  token: string | undefined;
  /** Whether the client's address is taken from a proxy's X-Forwarded-For (TRUST_PROXY). */
  trustsProxy: boolean;
}

type Matcher = (address: ipaddr.IPv4 | ipaddr.IPv6) => boolean;

/** proxy-addr's names, as TRUST_PROXY takes them, so the two settings read alike. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function matcherOf(list: string): Matcher {
  if (list.trim() === 'none') return () => false;
  const ranges = list
    .split(',')
    .map((e) => e.trim())
    .flatMap((e) => NAMED[e] ?? [e.includes('/') ? e : `${e}/${e.includes(':') ? 128 : 32}`])
    .map((cidr) => ipaddr.parseCIDR(cidr));
  return (address) =>
    ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
}

function parseAddress(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(raw)) return null;
  const parsed = ipaddr.parse(raw);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The route a request is counted under: its pattern (`/api/ebooks/:id`), never its raw path, so
 * the series stay few. A tRPC call is named by its procedure, unless it is a batch or unknown.
 */
function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern.startsWith('/trpc/')) {
    const procedure = (request.params as { path?: string }).path ?? '';
    if (status === 404 || !/^[A-Za-z]+(\.[A-Za-z]+)*$/.test(procedure) || procedure.length > 60)
      return '/trpc/(other)';
    return `/trpc/${procedure}`;
  }
  return pattern;
}

/**
 * Prometheus's text format at `/metrics`: request durations by route, the pool's use, the job
 * queue, scans and loans, and the process itself. Only configured addresses, or a bearer
 * token, may read it (it tells how busy the site is and what fails).
 */
const plugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = new Registry();
  let defaultsStarted = false;
  const allowed = matcherOf(options.allow);

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "This process's database connections: open, idle, queries waiting for one, and the most it opens",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(options.db);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const databaseUp = new Gauge({
    name: 'library_database_up',
    help: 'Whether the database answered the last scrape (1) or not (0)',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'library_jobs',
    help: 'Jobs queued or running, and jobs that failed, by kind (the same on every replica)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  });
  const scans = new Gauge({
    name: 'library_scans',
    help: 'Scans in the history, by how they were made and whether they saved a copy',
    labelNames: ['type', 'success'] as const,
    registers: [registry],
  });
  const loans = new Gauge({
    name: 'library_loans',
    help: 'Loans by status; overdue = active and past the due date',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: 'library_metrics_database_errors_total',
    help: 'Scrapes whose database counts failed',
    registers: [registry],
  });

  /** Reads the counts kept in the database; a database that is away is reported, not thrown. */
  async function readCounts() {
    jobs.reset();
    scans.reset();
    loans.reset();
    try {
      const counts = await libraryCounts(options.db, options.now());
      for (const row of counts.jobs) jobs.set({ kind: row.kind, state: row.state }, row.count);
      for (const row of counts.scans)
        scans.set({ type: row.scanType, success: String(row.success) }, row.count);
      for (const row of counts.loans) loans.set({ status: row.status }, row.count);
      loans.set({ status: 'overdue' }, counts.overdueLoans);
      databaseUp.set(1);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'metrics counts');
      scrapeErrors.inc();
      databaseUp.set(0);
    }
  }

  function mayRead(request: FastifyRequest): boolean {
    const auth = request.headers.authorization;
    if (options.token && auth?.startsWith('Bearer ') && sameSecret(auth.slice(7), options.token))
      return true;
    // Through a proxy that is not trusted, the address seen is the proxy's, not the reader's.
    const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
    if (forwarded && !options.trustsProxy) return false;
    const address = parseAddress(request.ip);
    return address !== null && allowed(address);
  }

  // One labelled child per method, route and status, found by a string key: the label hashing
  // prom-client does on every observe() is a measurable share of a kept answer's time.
  const series = new Map<string, { observe: (seconds: number) => void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request, reply.statusCode);
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = series.get(key);
    if (!child) {
      child = durations.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request)) return sendError(request, reply, 403, 'FORBIDDEN');
    if (!defaultsStarted) {
      collectDefaultMetrics({ register: registry });
      defaultsStarted = true;
    }
    await readCounts();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
};

export const metricsPlugin = fp(plugin, { name: 'metrics' });
