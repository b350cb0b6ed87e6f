import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './testing';

let t: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

// Each sign-up from a reader of its own (one address may sign up ten times an hour).
let reader = 0;
const readerAddress = () => `198.51.100.${++reader % 250}`;
const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as object,
    headers,
    remoteAddress: readerAddress(),
  });

const subscribers = async () =>
  (await t.db.selectFrom('newsletters').select('email').orderBy('id').execute()).map(
    (row) => row.email,
  );

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a visitor (201), and a second time is a success that says so (200)', async () => {
    const first = await subscribe({ email: 'kavitha@example.lk' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await subscribe({ email: 'kavitha@example.lk' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await subscribers()).toEqual(['kavitha@example.lk']);
  });

  it('stores the address trimmed and lower-cased, so case variants are one subscriber', async () => {
    const variants = ['  Ravi.Kumar@Example.LK ', 'RAVI.KUMAR@EXAMPLE.LK', 'ravi.kumar@example.lk'];
    const statuses = [];
    for (const email of variants) statuses.push((await subscribe({ email })).statusCode);
    expect(statuses).toEqual([201, 200, 200]);
    expect((await subscribers()).filter((e) => e.startsWith('ravi'))).toEqual([
      'ravi.kumar@example.lk',
    ]);
  });

  it('keeps a +tag and dots as typed: they may be different mailboxes', async () => {
    await subscribe({ email: 'nila+library@example.lk' });
    await subscribe({ email: 'n.ila@example.lk' });
    expect(await subscribers()).toEqual(
      expect.arrayContaining(['nila+library@example.lk', 'n.ila@example.lk']),
    );
  });

  it('keeps one row when the same address is sent twenty times at once (double-clicks)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe({ email: i % 2 ? 'Race@Example.lk' : 'race@example.lk ' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    expect((await subscribers()).filter((e) => e === 'race@example.lk')).toHaveLength(1);
  });

  it.each([
    ['an empty address', { email: '' }],
    ['only spaces', { email: '   ' }],
    ['no domain', { email: 'ravi@' }],
    ['two at-signs', { email: 'ravi@@example.lk' }],
    ['a name without an address', { email: 'Ravi Kumar' }],
    ['an address too long to be real', { email: `${'a'.repeat(250)}@example.lk` }],
    ['a number', { email: 42 }],
    ['no e-mail at all', {}],
  ])('refuses %s with a field error and stores nothing', async (_, payload) => {
    const before = await subscribers();
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      message: 'Some of the information is not valid. Please check it and try again.',
      fieldErrors: { email: [expect.any(String)] },
    });
    expect(await subscribers()).toEqual(before);
  });

  it('answers the refusal in the visitor’s language', async () => {
    const res = await subscribe({ email: 'nope' }, { 'accept-language': 'ta' });
    expect(res.json().message).toBe('சில தகவல்கள் சரியானவை அல்ல. சரிபார்த்து மீண்டும் முயலவும்.');
  });

  it('is open to anyone, and refuses a form posted from another site', async () => {
    const foreign = await subscribe(
      { email: 'csrf@example.lk' },
      { origin: 'https://evil.example.com' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await subscribers()).not.toContain('csrf@example.lk');
  });

  it('does the same through tRPC (newsletter.subscribe)', async () => {
    const call = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/newsletter.subscribe',
        payload: { json: { email } },
        remoteAddress: readerAddress(),
      });
    const first = await call('Trpc@Example.lk');
    expect(superjson.deserialize(first.json().result.data)).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    const second = await call('trpc@example.lk');
    expect(superjson.deserialize(second.json().result.data)).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
  });
});
