import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing';
import { helmetHeaders } from './security';

let t: TestDatabase;
let app: FastifyInstance;
let secure: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: 'http://library.test' } });
  secure = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: 'https://library.example.lk' } });
}, 60_000);
afterAll(async () => {
  await app.close();
  await secure.close();
  await t.destroy();
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];

describe('security headers', () => {
  it('are what helmet itself sets, found once', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(helmetHeaders({ strictTransportSecurity: false })).not.toHaveProperty(
      'strict-transport-security',
    );
  });

  it('come with every answer: a list, a kept list, a missing page and a refused write', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/books' }),
      await app.inject({ method: 'GET', url: '/api/books' }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: { email: 'reader@example.com' },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 403]);
    for (const res of answers) {
      for (const name of SECURITY_HEADERS) expect(res.headers, name).toHaveProperty(name);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['permissions-policy']).toBe(
        'camera=(self), microphone=(), geolocation=(), payment=()',
      );
      // Plain HTTP (a laptop in the library): no HSTS that would lock the name to HTTPS.
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('ask browsers to keep to HTTPS when the site is served over it', async () => {
    const res = await secure.inject({ method: 'GET', url: '/api/books' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
