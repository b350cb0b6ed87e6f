import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from '../testing';

/** Someone signed in changes their own password, from the account page or POST /api/auth/password. */
let t: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: false });
  app = await buildTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const change = (cookie: string | null, payload: object, remoteAddress = '192.0.2.60') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress,
  });
const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{
    user: { id: string } | null;
  }>().user;

describe('changing one’s own password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const reader = await createTestUser(t.db, 'patron', 'the palmyra password');
    const here = await signIn(app, reader.email, 'the palmyra password');
    const elsewhere = await signIn(app, reader.email, 'the palmyra password');

    const wrong = await change(here, {
      currentPassword: 'not it',
      newPassword: 'a lagoon at dawn',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ appCode: 'WRONG_PASSWORD' });
    // Nothing changed: both sessions live, the old password still signs in.
    expect(await me(elsewhere)).not.toBeNull();

    const short = await change(here, {
      currentPassword: 'the palmyra password',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ appCode: 'INVALID_INPUT' });

    const done = await change(here, {
      currentPassword: 'the palmyra password',
      newPassword: 'a lagoon at dawn',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect(await me(here)).toMatchObject({ id: reader.id });
    expect(await me(elsewhere)).toBeNull();
    await expect(signIn(app, reader.email, 'the palmyra password')).rejects.toThrow('401');
    expect(await signIn(app, reader.email, 'a lagoon at dawn')).toContain('=');
  });

  it('needs a session, and slows down guessing like a sign-in', async () => {
    expect(
      (await change(null, { currentPassword: 'x', newPassword: 'long enough' })).statusCode,
    ).toBe(401);
    const reader = await createTestUser(t.db, 'librarian', 'the right one');
    const cookie = await signIn(app, reader.email, 'the right one');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await change(cookie, {
        currentPassword: `guess ${i}`,
        newPassword: 'whatever it is',
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ appCode: 'LOGIN_RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
  });
});
