import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUsers } from './testing';

/** The audit trail over REST: what the HTTP skin adds (paging headers, the file, refusals). */
let t: TestDatabase;
let app: FastifyInstance;
let cookies: Record<'admin' | 'librarian', string>;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
  ({ cookies } = await signedInUsers(app, t.db, { admin: 'super_admin', librarian: 'librarian' }));
  for (let i = 0; i < 5; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { cookie: cookies.librarian },
      payload: { title: `Audited ${i}`, author: 'A', genre: 'history' },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe('GET /api/audit', () => {
  it('pages the trail like every list: items as the body, the total and the next page in headers', async () => {
    const res = await app.inject({
      url: '/api/audit?kind=books&limit=2',
      headers: { cookie: cookies.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.json()[0]).toMatchObject({ kind: 'books.create', entity: 'book' });
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers.link).toContain('rel="next"');
  });

  it('exports the trail as a CSV download', async () => {
    const res = await app.inject({ url: '/api/audit/export', headers: { cookie: cookies.admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-/);
    expect(res.body.match(/books\.create/g)).toHaveLength(5);
  });

  it('is for super admins only, and no method can change it', async () => {
    expect((await app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    const librarian = await app.inject({
      url: '/api/audit',
      headers: { cookie: cookies.librarian },
    });
    expect(librarian.statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/audit',
        headers: { cookie: cookies.admin },
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
