import { createHmac, timingSafeEqual } from 'node:crypto';
import { createTestDatabase, runStatement, type TestDatabase } from '@app/db/testing';
import { startFakeSmtp, type FakeSmtp } from '@app/testing/fake-smtp';
import {
  startWebhookReceiver,
  type ReceivedDelivery,
  type WebhookReceiver,
} from '@app/testing/webhook-receiver';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, manualClock, signIn } from './testing';

/**
 * Webhooks end to end (decision 0048): the real app, its job queue and relay, over a real
 * PostgreSQL, delivering to a real local receiver this test starts (on 127.0.0.2, the one
 * inside address WEBHOOK_TEST_RECEIVERS lets through). Time moves on the server's clock
 * (`manualClock`), never by sleeping through a backoff.
 */

const RECEIVER_HOST = '127.0.0.2';
const DAY = 86_400_000;

let t: TestDatabase;
let app: FastifyInstance;
let receiver: WebhookReceiver;
let smtp: FakeSmtp;
let cookie: string;
let adminEmail: string;
const clock = manualClock(new Date());

beforeAll(async () => {
  receiver = await startWebhookReceiver({ host: RECEIVER_HOST });
  smtp = await startFakeSmtp();
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, {
    now: clock.now,
    env: {
      WEBHOOK_TEST_RECEIVERS: RECEIVER_HOST,
      JOBS_POLL_SECONDS: '0.5',
      WEBHOOK_TIMEOUT_MS: '5000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <news@library.example.lk>',
      PUBLIC_ORIGIN: 'https://library.example.lk',
    },
  });
  const admin = await createTestUser(t.db, 'super_admin');
  adminEmail = admin.email;
  cookie = await signIn(app, admin.email, admin.password);
});

afterAll(async () => {
  await app.close();
  await t.destroy();
  await receiver.close();
  await smtp.close();
});

beforeEach(async () => {
  receiver.answer = () => ({});
  await t.db.deleteFrom('webhookEndpoints').execute();
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie } });

/**
 * The receiver's check, written here apart from the product's code as a receiver's developer
 * would write it from the README: `t` and `v1` read from the header, the HMAC-SHA256 of
 * `<t>.<raw body>` compared in constant time, and a `t` more than five minutes off refused.
 */
function signatureValid(header: string | undefined, body: string, secret: string, now: Date) {
  const fields = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

async function register(events: string[]) {
  const res = await send('POST', '/api/webhooks', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; secret: string }>();
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveryOf = (endpointId: string) =>
  t.db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();

/** The delivery once its `attempts`-th attempt is recorded (its lease released). */
const afterAttempt = (endpointId: string, attempts: number) =>
  until(`attempt ${attempts}`, async () => {
    const row = await deliveryOf(endpointId);
    return row && row.attempts >= attempts && row.state !== 'sending' && row.state !== 'queued'
      ? row
      : null;
  });

let titles = 0;
async function createBook(title = `Webhook title ${++titles}`) {
  const res = await send('POST', '/api/admin/books', {
    title,
    author: 'A. Writer',
    genre: 'fiction',
  });
  return { res, title };
}

const forBook = (title: string) => (delivery: ReceivedDelivery) =>
  (JSON.parse(delivery.body) as { data?: { title?: string } }).data?.title === title;

describe('registering an endpoint', () => {
  it('answers its secret once (201), lists it without, and keeps it only sealed', async () => {
    const { id, secret } = await register(['book.created', 'loan.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await send('GET', '/api/webhooks');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        url: receiver.url,
        events: ['book.created', 'loan.created'],
        status: 'active',
      }),
    ]);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain('whsec_');
    const row = await t.db
      .selectFrom('webhookEndpoints')
      .select('secretSealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.secretSealed).toMatch(/^v1\.db\./);
    expect(row.secretSealed).not.toContain(secret.slice(6));
    const audit = await t.db
      .selectFrom('auditLog')
      .select('changes')
      .where('kind', '=', 'webhooks.create')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses what is not https on a public server, with a translated field error', async () => {
    for (const url of [
      'http://hooks.example.org/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://db:5432/x',
      'https://user:pass@hooks.example.org/x',
      'ftp://hooks.example.org/x',
    ]) {
      const res = await send('POST', '/api/webhooks', { url, events: ['book.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors.url, url).toEqual([expect.stringMatching(/https/)]);
    }
    expect(await t.db.selectFrom('webhookEndpoints').select('id').execute()).toEqual([]);
  });

  it('is for super admins only', async () => {
    const librarian = await createTestUser(t.db, 'librarian');
    const theirs = await signIn(app, librarian.email, librarian.password);
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['book.created'] },
      headers: { cookie: theirs },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a delivery', () => {
  it('is signed so that an independent check accepts it and refuses a tampered body', async () => {
    const { id, secret } = await register(['book.created']);
    const { res, title } = await createBook();
    expect(res.statusCode).toBe(201);
    const [got] = await receiver.waitFor(1, forBook(title));
    const body = JSON.parse(got!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'book.created',
      data: { bookId: res.json().id, title, author: 'A. Writer' },
    });
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'eventId', 'id', 'type']);
    expect(got!.headers['library-delivery']).toBe(body.id);
    expect(got!.headers['library-event']).toBe('book.created');
    expect(got!.headers['content-type']).toBe('application/json');
    const header = got!.headers['library-signature'];
    expect(signatureValid(header, got!.body, secret, clock.now())).toBe(true);
    expect(signatureValid(header, got!.body.replace(title, `${title}!`), secret, clock.now())).toBe(
      false,
    );
    expect(signatureValid(header, got!.body, `${secret}x`, clock.now())).toBe(false);
    // An old signature is refused by the receiver's clock check.
    expect(
      signatureValid(header, got!.body, secret, new Date(clock.now().getTime() + 600_000)),
    ).toBe(false);
    const delivery = await afterAttempt(id, 1);
    expect(delivery).toMatchObject({ state: 'delivered', lastStatus: 200, attempts: 1 });
  });

  it(
    'is retried with growing waits on the server clock, each attempt logged with a short excerpt',
    { timeout: 90_000 },
    async () => {
      const { id } = await register(['book.created']);
      receiver.answer = () => ({ status: 500, body: `boom\u0000${'x'.repeat(5000)}` });
      await createBook();
      const waits: number[] = [];
      let delivery = await afterAttempt(id, 1);
      for (let attempt = 2; attempt <= 4; attempt++) {
        const wait = delivery.nextAttemptAt.getTime() - delivery.lastAttemptAt!.getTime();
        waits.push(wait);
        // Not a moment before its time.
        clock.advance(wait - 5_000);
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect((await deliveryOf(id))!.attempts).toBe(attempt - 1);
        clock.advance(5_001);
        delivery = await afterAttempt(id, attempt);
      }
      expect(waits).toEqual([60_000, 120_000, 240_000]);
      receiver.answer = () => ({});
      clock.advance(delivery.nextAttemptAt.getTime() - clock.now().getTime() + 1);
      delivery = await afterAttempt(id, 5);
      expect(delivery.state).toBe('delivered');
      const log = await send('GET', `/api/webhooks/${id}/deliveries`);
      const [shown] =
        log.json<
          Array<{ attemptLog: Array<{ statusCode: number; responseExcerpt: string | null }> }>
        >();
      expect(shown!.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 200]);
      const excerpt = shown!.attemptLog[0]!.responseExcerpt!;
      expect(excerpt.startsWith('boom x')).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(200);
      expect(shown!.attemptLog[4]!.responseExcerpt).toBeNull();
      const endpoint = await t.db
        .selectFrom('webhookEndpoints')
        .select('failingSince')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(endpoint.failingSince).toBeNull();
    },
  );

  it('replayed, is a new attempt with the same delivery id', async () => {
    const { id } = await register(['book.created']);
    const { title } = await createBook();
    const [first] = await receiver.waitFor(1, forBook(title));
    const delivery = await afterAttempt(id, 1);
    const res = await send('POST', `/api/webhooks/deliveries/${delivery.id}/replay`);
    expect(res.statusCode, res.body).toBe(200);
    const copies = await receiver.waitFor(2, forBook(title));
    expect(copies.map((c) => c.id)).toEqual([first!.id, first!.id]);
    expect(copies[1]!.body).toBe(first!.body);
    const after = await afterAttempt(id, 2);
    expect(after.state).toBe('delivered');
    const log = await send('GET', `/api/webhooks/${id}/deliveries`);
    const [shown] = log.json<Array<{ attemptLog: Array<{ replay: boolean }> }>>();
    expect(shown!.attemptLog.map((a) => a.replay)).toEqual([false, true]);
  });

  it('of a write that rolls back is never made nor sent', async () => {
    await register(['book.created']);
    // A check that fails the transaction at its commit, after every statement of the write
    // (its event among them) has run.
    await runStatement(
      t.db,
      `create function refuse_marked_book() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`,
    );
    await runStatement(
      t.db,
      `create constraint trigger refuse_marked_book after insert on books
        deferrable initially deferred for each row when (new.title = 'Rolled back')
        execute function refuse_marked_book()`,
    );
    try {
      const { res } = await createBook('Rolled back');
      expect(res.statusCode).toBe(500);
      const { title } = await createBook();
      await receiver.waitFor(1, forBook(title));
      const rows = await t.db.selectFrom('webhookDeliveries').select('data').execute();
      expect(rows.map((row) => (row.data as { title: string }).title)).not.toContain('Rolled back');
      expect(receiver.received.filter(forBook('Rolled back'))).toEqual([]);
    } finally {
      await runStatement(t.db, 'drop trigger refuse_marked_book on books');
      await runStatement(t.db, 'drop function refuse_marked_book()');
    }
  });

  it('lists with every attempt and never a secret', async () => {
    const { id, secret } = await register(['book.created']);
    const { title } = await createBook();
    await receiver.waitFor(1, forBook(title));
    await afterAttempt(id, 1);
    const res = await send('GET', `/api/webhooks/${id}/deliveries`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/whsec_|secret|sealed/i);
  });
});

describe('an endpoint that fails for a day', () => {
  it(
    'is paused, its super admins told by e-mail and on the list, and resumed',
    { timeout: 180_000 },
    async () => {
      const { id } = await register(['book.created']);
      receiver.answer = () => ({ status: 503 });
      const { title } = await createBook();
      let delivery = await afterAttempt(id, 1);
      const firstAttempt = delivery.lastAttemptAt!.getTime();
      while (delivery.state === 'pending') {
        clock.advance(delivery.nextAttemptAt.getTime() - clock.now().getTime() + 1);
        delivery = await afterAttempt(id, delivery.attempts + 1);
      }
      expect(delivery.state).toBe('failed');
      // Retried for its whole day, never more than three hours apart, the last at its end.
      expect(delivery.lastAttemptAt!.getTime() - firstAttempt).toBeGreaterThanOrEqual(DAY - 60_000);
      expect(delivery.attempts).toBeGreaterThanOrEqual(12);
      const list = await send('GET', '/api/webhooks');
      expect(list.json()).toEqual([expect.objectContaining({ id, status: 'paused' })]);
      const [mail] = await smtp.waitFor(adminEmail, 1, 15_000);
      expect(mail!.text).toContain(receiver.url);
      expect(mail!.text).toContain('/admin/webhooks');
      expect(mail!.subject).toMatch(/[\u0B80-\u0BFF]/); // Tamil
      expect(mail!.subject).toMatch(/[\u0D80-\u0DFF]/); // Sinhala

      // Paused: nothing new is made for it, and a replay is refused until it is resumed.
      const { title: later } = await createBook();
      const replay = await send('POST', `/api/webhooks/deliveries/${delivery.id}/replay`);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().appCode).toBe('WEBHOOK_PAUSED');
      const resumed = await send('POST', `/api/webhooks/${id}/resume`);
      expect(resumed.json()).toMatchObject({ status: 'active', failingSince: null });
      receiver.answer = () => ({});
      expect(
        (await send('POST', `/api/webhooks/deliveries/${delivery.id}/replay`)).statusCode,
      ).toBe(200);
      await receiver.waitFor(1, (d) => forBook(title)(d) && d.at > Date.now() - 20_000);
      expect((await afterAttempt(id, delivery.attempts + 1)).state).toBe('delivered');
      expect(receiver.received.filter(forBook(later))).toEqual([]);
      expect(smtp.to(adminEmail)).toHaveLength(1);
    },
  );
});

describe('a delivery whose process died mid-attempt', () => {
  it('is taken back after its lease, logged as interrupted, and sent again', async () => {
    const { id } = await register(['book.created']);
    receiver.answer = () => ({ hang: true });
    const { title } = await createBook();
    await receiver.waitFor(1, forBook(title));
    // The attempt never ends in time here: pretend its process died holding it.
    const held = await until('the attempt under way', async () => {
      const row = await deliveryOf(id);
      return row?.state === 'sending' ? row : null;
    });
    receiver.answer = () => ({});
    clock.advance(held.leaseUntil!.getTime() - clock.now().getTime() + 1);
    const copies = await receiver.waitFor(2, forBook(title));
    expect(copies[0]!.id).toBe(copies[1]!.id);
    const log = await send('GET', `/api/webhooks/${id}/deliveries`);
    const kinds = log
      .json<Array<{ attemptLog: Array<{ errorKind: string | null }> }>>()[0]!
      .attemptLog.map((a) => a.errorKind);
    expect(kinds).toEqual(['interrupted', null]);
  });
});

describe('deleting an endpoint', () => {
  it('removes it with its deliveries (204)', async () => {
    const { id } = await register(['book.created']);
    const { title } = await createBook();
    await receiver.waitFor(1, forBook(title));
    const res = await send('DELETE', `/api/webhooks/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await deliveryOf(id)).toBeUndefined();
    expect((await send('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
  });
});
