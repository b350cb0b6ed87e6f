import { Writable } from 'node:stream';
import { insertJob, recordScan } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { buildTestApp } from '../testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const TOKEN = 'a-scraper-token-of-some-length-0123';

async function withApp<T>(
  env: Record<string, string>,
  work: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const app = await buildTestApp(t.db, { env });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The value of one sample line (`name{labels} value`) in Prometheus's text format. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  it('counts requests by route pattern, the pool, the job queue, scans and loans', async () => {
    await insertJob(t.db, {
      id: crypto.randomUUID(),
      kind: 'ebooks.import-bulk',
      requestedBy: null,
      total: 100,
    });
    await recordScan(t.db, {
      userId: null,
      scanType: 'manual',
      scanData: { isbn: '9780000000002' },
      inventoryId: null,
      success: false,
      errorMessage: 'not found',
      now: new Date(),
    });
    await withApp({}, async (app) => {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/api/ebooks/987654')).statusCode).toBe(404);
      const res = await app.inject('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body;
      const health = 'method="GET",route="/api/health",status_code="200"';
      expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(1);
      // The pattern, not the raw path: one series however many e-books are asked for.
      expect(text).toContain('route="/api/ebooks/:id",status_code="404"');
      expect(text).not.toContain('987654');
      expect(sample(text, 'db_pool_connections', 'state="max"')).toBeGreaterThan(0);
      expect(sample(text, 'library_jobs', 'kind="ebooks.import-bulk",state="queued"')).toBe(1);
      expect(sample(text, 'library_scans', 'type="manual",success="false"')).toBeGreaterThan(0);
      expect(sample(text, 'library_loans', 'status="overdue"')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'library_database_up', '')).toBeUndefined(); // no labels: `name value`
      expect(text).toMatch(/^library_database_up 1$/m);
      expect(text).toMatch(/^process_cpu_seconds_total /m);
    });
  });

  it('is closed to other addresses, open with the token, and refuses a wrong one', async () => {
    await withApp({ METRICS_TOKEN: TOKEN }, async (app) => {
      const outside = { remoteAddress: '198.51.100.7' };
      const refused = await app.inject({ url: '/metrics', ...outside });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ appCode: 'FORBIDDEN' });
      expect(refused.body).not.toContain('http_request_duration_seconds');
      const wrong = await app.inject({
        url: '/metrics',
        ...outside,
        headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
      });
      expect(wrong.statusCode).toBe(403);
      const withToken = await app.inject({
        url: '/metrics',
        ...outside,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(200);
    });
  });

  it('does not take an untrusted proxy for the reader: forwarded requests need the token', async () => {
    await withApp({}, async (app) => {
      // A proxy on this host forwards a reader from outside; TRUST_PROXY is off.
      const res = await app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(res.statusCode).toBe(403);
    });
    await withApp({ TRUST_PROXY: 'loopback' }, async (app) => {
      const reader = await app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(reader.statusCode).toBe(403);
      const local = await app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    });
  });

  it('opens to configured ranges, and METRICS_ALLOW must be addresses', async () => {
    await withApp({ METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32' }, async (app) => {
      expect((await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/metrics', remoteAddress: '2001:db8::9' })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(
        403,
      );
    });
    await withApp({ METRICS_ALLOW: 'none' }, async (app) => {
      expect((await app.inject('/metrics')).statusCode).toBe(403);
    });
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('request ids', () => {
  it('tags every log line of a request with the id the answer carries', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildTestApp(t.db, { logger: pino({ level: 'info' }, sink) });
    try {
      const fresh = await app.inject('/api/branches');
      const id = fresh.headers['x-request-id'];
      expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[\da-f]{4}-[\da-f]{12}$/);
      const given = await app.inject({
        url: '/api/ebooks/987654',
        headers: { 'x-request-id': 'caddy-7f3a9c21-0001' },
      });
      expect(given.headers['x-request-id']).toBe('caddy-7f3a9c21-0001');
      // A header that would forge log text is not taken.
      const forged = await app.inject({
        url: '/api/branches',
        headers: { 'x-request-id': 'x"} {"level":60,"msg":"owned' },
      });
      expect(forged.headers['x-request-id']).not.toContain('owned');

      // One line per request, once answered (http/request-log.ts).
      for (const [reqId, url, status] of [
        [id, '/api/branches', 200],
        ['caddy-7f3a9c21-0001', '/api/ebooks/987654', 404],
      ] as const) {
        const mine = lines.filter((l) => l.reqId === reqId);
        expect(mine.map((l) => l.msg)).toEqual(['request']);
        expect(mine[0]).toMatchObject({
          level: 30,
          req: { method: 'GET', url },
          res: { statusCode: status },
          responseTime: expect.any(Number),
        });
      }
      // The probes are asked every few seconds, and say nothing in the log.
      const probe = await app.inject('/api/health');
      expect(lines.filter((l) => l.reqId === probe.headers['x-request-id'])).toEqual([]);
      expect(lines.every((l) => typeof l.level === 'number' && typeof l.time === 'number')).toBe(
        true,
      );
    } finally {
      await app.close();
    }
  });
});
