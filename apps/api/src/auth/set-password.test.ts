import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from '../testing';

/** A member's sign-in: the one-time link staff hand over, and what the member does with it. */
let t: TestDatabase;
let app: FastifyInstance;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: 'https://library.example.lk' } });
  const librarian = await createTestUser(t.db, 'librarian');
  staffCookie = await signIn(app, librarian.email, librarian.password);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

async function memberWithLink(email: string) {
  const member = await app.inject({
    method: 'POST',
    url: '/api/members',
    headers: { cookie: staffCookie },
    payload: { fullName: 'நிலானி கணேசன்', email, branchId: 'JPL' },
  });
  const link = await app.inject({
    method: 'POST',
    url: `/api/members/${member.json<{ id: number }>().id}/password-link`,
    headers: { cookie: staffCookie },
  });
  expect(link.statusCode).toBe(200);
  const url = new URL(link.json<{ url: string }>().url);
  return url.hash.slice(1);
}

const setPassword = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

describe('setting a password through a one-time link', () => {
  it('signs the member in, and the password works from then on; the link works once', async () => {
    const token = await memberWithLink('nilani@example.lk');
    // Before the link is used nobody can sign in to the new account.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nilani@example.lk', password: '!unset' },
    });
    expect(early.statusCode).toBe(401);

    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token },
    });
    expect(check.json()).toMatchObject({ displayName: 'நிலானி கணேசன்', email: 'nilani@example.lk' });

    const res = await setPassword(token, 'palmyra leaves 2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { role: 'patron' } });
    const cookie = res.cookies.find((c) => c.name.endsWith('jpl_session'));
    expect(cookie?.httpOnly).toBe(true);
    const me = await app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(me.json()).toMatchObject({ user: { email: 'nilani@example.lk', role: 'patron' } });
    await signIn(app, 'nilani@example.lk', 'palmyra leaves 2026');

    const again = await setPassword(token, 'someone else entirely');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ appCode: 'PASSWORD_LINK_INVALID' });
    expect(again.cookies).toEqual([]);
    await signIn(app, 'nilani@example.lk', 'palmyra leaves 2026');
  });

  it('refuses a short password without spending the link, and a made-up link', async () => {
    const token = await memberWithLink('short@example.lk');
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ appCode: 'INVALID_INPUT' });
    expect((await setPassword(token, 'long enough now')).statusCode).toBe(200);
    expect((await setPassword('y'.repeat(32), 'long enough now')).statusCode).toBe(400);
  });
});
