import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../rest/health';
import { openApiDocument } from '../rest/openapi';
import { deprecateProcedure, startTestApi, type TestApi } from '../testing';
import { deprecationHeaders } from './deprecation';

/**
 * Deprecations announced on the wire (decision 0050): a procedure marked deprecated answers as
 * before on /trpc and on its REST path, with `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a
 * link to the reference, which marks the operation deprecated; nothing else is touched.
 */
const deprecation = {
  since: '2026-12-01',
  sunset: '2027-06-01',
  instead: 'Call `GET /api/ready`, which also says whether migrations have run.',
};
const SINCE_SECONDS = Date.UTC(2026, 11, 1) / 1000;
let api: TestApi<never>;
let restore: () => void;

beforeAll(async () => {
  restore = deprecateProcedure('health.check', deprecation);
  api = await startTestApi({ seeded: false });
});
afterAll(async () => {
  await api.close();
  restore();
});

describe('a deprecated procedure', () => {
  it('answers on its REST path as before, saying when it was deprecated and when it goes', async () => {
    const res = await api.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers.deprecation).toBe(`@${SINCE_SECONDS}`);
    expect(res.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(res.headers.link).toBe('</api/docs>; rel="deprecation"; type="text/html"');
  });

  it('answers on /trpc as before with the same headers, alone or in a batch', async () => {
    const alone = await api.app.inject({ url: '/trpc/health.check' });
    expect(alone.statusCode).toBe(200);
    expect(alone.headers.deprecation).toBe(`@${SINCE_SECONDS}`);
    expect(alone.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    const batch = await api.app.inject({
      url: `/trpc/health.ready,health.check?batch=1&input=${encodeURIComponent('{}')}`,
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers.deprecation).toBe(`@${SINCE_SECONDS}`);
  });

  it('leaves every other call without the headers', async () => {
    for (const url of ['/api/ready', '/trpc/health.ready', '/api/branches']) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.deprecation, url).toBeUndefined();
      expect(res.headers.sunset, url).toBeUndefined();
    }
  });

  it('is marked deprecated in the OpenAPI document, with what to use instead', async () => {
    const document = (await api.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, { get: { deprecated?: boolean; description: string } }>;
    }>();
    expect(document.paths['/api/health']!.get.deprecated).toBe(true);
    expect(document.paths['/api/health']!.get.description).toMatch(
      /^\*\*Deprecated\*\* since 2026-12-01; it stops answering on 2027-06-01\. Call `GET \/api\/ready`/,
    );
    expect(document.paths['/api/ready']!.get.deprecated).toBeUndefined();
  });
});

describe('a REST path deprecated on its own', () => {
  it('is marked in the document while its procedure is not', () => {
    const ready = healthRoutes[1]!;
    const document = openApiDocument(
      [{ ...ready, docs: { ...ready.docs, deprecated: { since: '2026-12-01', instead: 'x' } } }],
      { serverUrl: 'http://localhost' },
    );
    expect(document.paths?.['/api/ready']?.get?.deprecated).toBe(true);
  });
});

describe('the headers', () => {
  it('refuse a day that is not YYYY-MM-DD rather than announce a wrong date', () => {
    expect(() => deprecationHeaders({ since: 'soon', instead: 'x' })).toThrow(/not a YYYY-MM-DD/);
    expect(deprecationHeaders({ since: '2026-12-01', instead: 'x' })).toEqual({
      deprecation: `@${SINCE_SECONDS}`,
    });
  });
});
