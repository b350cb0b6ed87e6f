import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, signedInUsers } from './testing';

/** What the HTTP skin adds to lending: statuses, bodies, headers, and racing requests. */
let t: TestDatabase;
let app: FastifyInstance;
let origin: string;
let cookies: Record<'desk' | 'otherDesk' | 'patron', string>;
const clock = manualClock(new Date('2026-12-01T04:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { now: clock.now });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ cookies } = await signedInUsers(app, t.db, {
    desk: 'librarian',
    otherDesk: 'librarian',
    patron: 'patron',
  }));
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

let n = 0;
async function registerMember(fields: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/members',
    headers: { cookie: cookies.desk },
    payload: { fullName: `Member ${++n}`, phone: '0771234567', branchId: 'JPL', ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; memberNumber: string }>();
}

async function shelvedCopy() {
  return t.db
    .insertInto('bookInventory')
    .values({
      sku: `JPL-HTTP-${String(++n).padStart(4, '0')}`,
      title: `Copy ${n}`,
      status: 'VERIFIED',
    })
    .returning(['id', 'sku'])
    .executeTakeFirstOrThrow();
}

/** A real request over the network, as two desks would send them at the same moment. */
function lend(cookie: string, body: Record<string, string>, language = 'en') {
  return fetch(`${origin}/api/loans`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
}

describe('POST /api/loans', () => {
  it('answers 201 with the loan and its due date', async () => {
    const member = await registerMember();
    const copy = await shelvedCopy();
    const res = await lend(cookies.desk, { memberNumber: member.memberNumber, sku: copy.sku });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'active',
      dueDate: '2026-12-15T18:29:59.999Z',
      replayed: false,
      member: { memberNumber: member.memberNumber },
      copy: { sku: copy.sku },
    });
  });

  it('two desks at the same instant: one 201, one 409 COPY_NOT_AVAILABLE with the reason', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await registerMember(), await registerMember()];
      const copy = await shelvedCopy();
      const answers = await Promise.all([
        lend(cookies.desk, { memberNumber: a.memberNumber, sku: copy.sku }),
        lend(cookies.otherDesk, { memberNumber: b.memberNumber, sku: copy.sku }, 'ta'),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = answers.find((r) => r.status === 409)!;
      const body = (await refused.json()) as { appCode: string; message: string };
      expect(body.appCode).toBe('COPY_NOT_AVAILABLE');
      expect(body.message).toMatch(/already on loan|இரவலில் உள்ளது/);
    }
  });

  it('a lost answer re-sent with the same clientId: 200 with the same loan, nothing new', async () => {
    const member = await registerMember();
    const copy = await shelvedCopy();
    const scan = { memberNumber: member.memberNumber, sku: copy.sku, clientId: randomUUID() };
    const first = await lend(cookies.desk, scan);
    const again = await lend(cookies.desk, scan);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { id: number }[];
    expect(b).toMatchObject({ id: a!.id, replayed: true });
  });

  it('a clientId re-sent for another member, or from another desk: 409, and nothing of that loan shown', async () => {
    const [member, other] = [await registerMember(), await registerMember()];
    const copy = await shelvedCopy();
    const clientId = randomUUID();
    const first = await lend(cookies.desk, {
      memberNumber: member.memberNumber,
      sku: copy.sku,
      clientId,
    });
    expect(first.status).toBe(201);
    for (const [cookie, memberNumber] of [
      [cookies.desk, other.memberNumber],
      [cookies.otherDesk, member.memberNumber],
    ] as const) {
      const reused = await lend(cookie, { memberNumber, sku: copy.sku, clientId }, 'ta');
      expect(reused.status).toBe(409);
      const body = (await reused.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ appCode: 'CLIENT_ID_TAKEN' });
      expect(JSON.stringify(body)).not.toContain(member.memberNumber);
    }
  });

  it('409 MEMBER_SUSPENDED, 400 for a mistyped member number, 404 for an unknown copy', async () => {
    const member = await registerMember();
    await app.inject({
      method: 'PUT',
      url: `/api/members/${member.id}`,
      headers: { cookie: cookies.desk },
      payload: { status: 'suspended' },
    });
    const copy = await shelvedCopy();
    const suspended = await lend(
      cookies.desk,
      { memberNumber: member.memberNumber, sku: copy.sku },
      'si',
    );
    expect(suspended.status).toBe(409);
    expect(await suspended.json()).toMatchObject({ appCode: 'MEMBER_SUSPENDED' });
    const typo = await lend(cookies.desk, { memberNumber: 'M0000019', sku: copy.sku });
    expect(typo.status).toBe(400);
    expect(await typo.json()).toMatchObject({ appCode: 'MEMBER_NUMBER_INVALID' });
    const active = await registerMember();
    const unknown = await lend(cookies.desk, {
      memberNumber: active.memberNumber,
      sku: 'JPL-NOPE-1',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ appCode: 'COPY_NOT_FOUND' });
  });
});

describe('returning, renewing and the lists', () => {
  it('return answers 200 twice, changing things once; renew; the overdue list is paged', async () => {
    const member = await registerMember();
    const [c1, c2] = [await shelvedCopy(), await shelvedCopy()];
    const loan1 = (await (
      await lend(cookies.desk, { memberNumber: member.memberNumber, sku: c1.sku })
    ).json()) as { id: number };
    await lend(cookies.desk, { memberNumber: member.memberNumber, sku: c2.sku });
    const back = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/loans/return',
        headers: { cookie: cookies.desk },
        payload,
      });
    const first = await back({ sku: c1.sku });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      returned: true,
      loan: { id: loan1.id, status: 'returned' },
    });
    const second = await back({ sku: c1.sku });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ returned: false, copyStatus: 'VERIFIED' });

    const renew = await app.inject({
      method: 'POST',
      url: `/api/loans/${loan1.id}/renew`,
      headers: { cookie: cookies.desk },
    });
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toMatchObject({ appCode: 'LOAN_NOT_ACTIVE' });

    clock.advance(30 * DAY);
    try {
      // A month on, the morning's sessions have expired: the desk signs in again.
      const { cookies: later } = await signedInUsers(app, t.db, { desk: 'librarian' });
      const overdue = await app.inject({
        url: '/api/loans?status=overdue&limit=1',
        headers: { cookie: later.desk },
      });
      expect(overdue.statusCode).toBe(200);
      expect(Number(overdue.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      const [oldest] = overdue.json<{ daysLate: number; overdue: boolean }[]>();
      expect(oldest).toMatchObject({ overdue: true });
      expect(oldest!.daysLate).toBeGreaterThanOrEqual(16);
      const stats = await app.inject({
        url: '/api/admin/stats',
        headers: { cookie: later.desk },
      });
      expect(stats.json<{ overdueBooks: number }>().overdueBooks).toBe(
        Number(overdue.headers['x-total-count']),
      );
    } finally {
      clock.advance(-30 * DAY);
    }
  });

  it('GET /api/me/loans: a patron gets their own list (empty for an account that is no member)', async () => {
    const res = await app.inject({ url: '/api/me/loans', headers: { cookie: cookies.patron } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    const staffList = await app.inject({ url: '/api/loans', headers: { cookie: cookies.patron } });
    expect(staffList.statusCode).toBe(403);
  });
});
