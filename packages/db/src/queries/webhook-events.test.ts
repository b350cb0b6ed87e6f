import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEventType } from '../constants';
import { createTestDatabase, type TestDatabase } from '../testing';
import { insertUser } from './auth';
import * as loans from './loans';
import { queueLoanReminders } from './member-messages';
import * as members from './members';
import { emitWebhookEvent } from './webhook-events';
import { insertWebhookEndpoint } from './webhooks';

/**
 * The webhooks' outbox in SQL (decision 0048): an event becomes one delivery per active
 * endpoint that wants it, in the transaction of its change (inside the lend's and the return's
 * own statements), and nothing when the change rolls back or nobody wants it.
 */

let t: TestDatabase;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'desk@webhook-events.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

async function endpoint(events: WebhookEventType[], status: 'active' | 'paused' = 'active') {
  const row = await insertWebhookEndpoint(t.db, {
    url: 'https://hooks.example.org/x',
    events,
    secretSealed: 'sealed',
    createdBy: null,
    createdAt: NOW,
  });
  if (status === 'paused') {
    await t.db
      .updateTable('webhookEndpoints')
      .set({ status: 'paused' })
      .where('id', '=', row.id)
      .execute();
  }
  return row.id;
}

const deliveries = (type: WebhookEventType) =>
  t.db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('eventType', '=', type)
    .orderBy('createdAt')
    .execute();

beforeEach(async () => {
  await t.db.deleteFrom('webhookEndpoints').execute();
});

let n = 0;
const newMember = () =>
  members.createMember(
    t.db,
    { fullName: `Hook ${++n}`, phone: null, email: `hook${n}@example.lk`, branchId: 'JPL' },
    { numberFor: (k) => `W${String(k).padStart(6, '0')}`, actor, now: NOW, audit: () => null },
  );

async function copy() {
  const book = await t.db
    .insertInto('books')
    .values({ title: `Hook title ${++n}`, author: 'A. Writer', genre: 'fiction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sku = `JPL-HOOK-${n}`;
  await t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Hook title ${n}`, status: 'VERIFIED', bookId: book.id })
    .execute();
  return { bookId: book.id, sku };
}

/** Lends `sku` to `member` at NOW; answers the loan's id. */
async function lend(member: { memberNumber: string }, sku: string): Promise<number> {
  const lent = await loans.lendCopy(t.db, {
    memberNumber: member.memberNumber,
    sku,
    actor,
    now: NOW,
    audit: () => null,
  });
  expect(lent.outcome).toBe('lent');
  return (lent as { loan: { id: number } }).loan.id;
}

describe('an event', () => {
  it('is one delivery per active endpoint that wants it, all with the same event id', async () => {
    const [a, b] = [await endpoint(['book.created']), await endpoint(['book.created'])];
    await endpoint(['loan.created']);
    await endpoint(['book.created'], 'paused');
    await emitWebhookEvent(t.db, 'book.created', { bookId: 1 } as never, NOW);
    const rows = await deliveries('book.created');
    expect(rows.map((row) => row.endpointId).sort()).toEqual([a, b].sort());
    expect(new Set(rows.map((row) => row.eventId)).size).toBe(1);
    expect(rows[0]).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: NOW,
      retryUntil: new Date(NOW.getTime() + 86_400_000),
    });
  });

  it('writes nothing when no endpoint wants it, nor when its change rolls back', async () => {
    await emitWebhookEvent(t.db, 'event.created', { eventId: 1 } as never, NOW);
    expect(await deliveries('event.created')).toHaveLength(0);
    await endpoint(['event.created']);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await emitWebhookEvent(trx, 'event.created', { eventId: 2 } as never, NOW);
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    expect(await deliveries('event.created')).toHaveLength(0);
  });

  it('member.created carries the card number, never the name, address or telephone', async () => {
    await endpoint(['member.created']);
    const member = await newMember();
    const [row] = await deliveries('member.created');
    expect(row!.data).toEqual({
      memberId: member.id,
      memberNumber: member.memberNumber,
      branchId: 'JPL',
      categoryId: member.categoryId,
    });
  });
});

describe('loans', () => {
  it('a lend and its return each tell their endpoints, inside their own statements', async () => {
    await endpoint(['loan.created', 'loan.returned']);
    const member = await newMember();
    const { bookId, sku } = await copy();
    const loanId = await lend(member, sku);
    const [created] = await deliveries('loan.created');
    expect(created!.data).toMatchObject({
      loanId,
      bookId,
      sku,
      memberId: member.id,
      memberNumber: member.memberNumber,
      checkoutDate: NOW.toISOString(),
    });
    const later = new Date(NOW.getTime() + 3_600_000);
    await loans.returnCopy(t.db, { sku, actor, now: later, audit: () => null });
    const [returned] = await deliveries('loan.returned');
    expect(returned!.data).toMatchObject({
      loanId,
      bookId,
      sku,
      memberNumber: member.memberNumber,
      checkoutDate: NOW.toISOString(),
      returnDate: later.toISOString(),
      dueDate: (created!.data as { dueDate: string }).dueDate,
    });
  });

  it('a refused lend tells nothing', async () => {
    await endpoint(['loan.created']);
    const member = await newMember();
    const refused = await loans.lendCopy(t.db, {
      memberNumber: member.memberNumber,
      sku: 'JPL-NO-SUCH-COPY',
      actor,
      now: NOW,
      audit: () => null,
    });
    expect(refused.outcome).toBe('refused');
    expect(await deliveries('loan.created')).toHaveLength(0);
  });

  it('loan.overdue once per loan: with its first overdue reminder, not its later ones', async () => {
    await endpoint(['loan.overdue']);
    const member = await newMember();
    const { sku } = await copy();
    const loanId = await lend(member, sku);
    const day = 86_400_000;
    for (const days of [10, 30, 31, 60]) {
      await queueLoanReminders(t.db, new Date(NOW.getTime() + days * day));
    }
    const rows = (await deliveries('loan.overdue')).filter(
      (row) => (row.data as { loanId: number }).loanId === loanId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ loanId, memberNumber: member.memberNumber });
    expect((rows[0]!.data as { daysLate: number }).daysLate).toBeGreaterThanOrEqual(1);
  });
});
