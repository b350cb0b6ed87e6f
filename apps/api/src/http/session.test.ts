import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, manualClock, signIn } from '../testing';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock();
let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { now: clock.now });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const sessionCookie = (res: { cookies: { name: string; value: string; expires?: Date }[] }) =>
  res.cookies.find((c) => c.name === 'jpl_session');

describe('the session of a guarded upload route', () => {
  it('is validated once: a renewal seen by the early guard reaches that response', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const cookie = await signIn(app, staff.email, staff.password);
    clock.advance(DAY);
    // The guard runs before the body is read, the procedure after: one session between them.
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory/process-scan',
      headers: { cookie },
      payload: { scanType: 'manual', isbn: '9780141439518' },
    });
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookie(res);
    expect(renewed?.value).toBe(cookie.split('=')[1]);
    expect(renewed?.expires?.getTime()).toBeGreaterThan(clock.now().getTime() + 6 * DAY);
  });

  it('refuses a patron before the body is read, on the same rule as the procedure', async () => {
    const patron = await createTestUser(t.db, 'patron');
    const cookie = await signIn(app, patron.email, patron.password);
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory/process-scan',
      headers: { cookie },
      payload: { scanType: 'manual', isbn: '9780141439518' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ appCode: 'FORBIDDEN' });
  });
});
