import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import type { AuditDraft } from './audit';
import { lendCopy, returnCopy } from './loans';
import { finesOwedBy, listMemberFines, settleFine, type FineSettled } from './loans-fines';
import { updateLoanSettings } from './loans-settings';
import { createMember } from './members';
import { updateMemberCategory } from './members-categories';

/**
 * Fines for days late on the real database (issue 27, decision 0041): recorded on a late
 * return for each library day (Jaffna's calendar, not hours) at the member's rate, capped per
 * loan, none when off; settled once whatever two desks do; owing too much stops lending.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026: a 14-day loan is due by the end of the 15th.
const NOW = new Date('2026-12-01T04:30:00Z');
const DUE = new Date('2026-12-15T18:29:59.999Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const settings = (changes: Parameters<typeof updateLoanSettings>[1]) =>
  updateLoanSettings(t.db, changes, { actor: null, now: NOW, audit: noAudit });

beforeEach(async () => {
  await settings({ finePerDay: 0, fineCap: null, fineBlockOver: null });
});

let n = 0;
async function member(categoryId = 'adult') {
  return createMember(
    t.db,
    { fullName: `Fined ${++n}`, phone: '021 222 4444', email: null, branchId: 'JPL', categoryId },
    { numberFor: (i) => `F${String(i).padStart(6, '0')}`, actor: null, now: NOW, audit: noAudit },
  );
}

/** A copy lent to `memberNumber` at NOW (due by the end of 15 December), and its SKU. */
async function lent(memberNumber: string) {
  const sku = `JPL-FINE-${++n}`;
  await t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Fined title ${n}`, status: 'VERIFIED' })
    .execute();
  const loan = await lendCopy(t.db, { memberNumber, sku, actor: null, now: NOW, audit: noAudit });
  if (loan.outcome !== 'lent') throw new Error(`not lent: ${JSON.stringify(loan)}`);
  expect(loan.loan.dueDate).toEqual(DUE);
  return sku;
}

async function returnedAt(sku: string, at: Date) {
  const result = await returnCopy(t.db, { sku, actor: null, now: at, audit: noAudit });
  if (result.outcome !== 'returned') throw new Error('not returned');
  return result.fine;
}

describe('a fine on a late return', () => {
  it('is none while fines are off, the library’s default', async () => {
    const reader = await member();
    const sku = await lent(reader.memberNumber);
    expect(await returnedAt(sku, new Date(DUE.getTime() + 10 * DAY))).toBeNull();
    expect(await listMemberFines(t.db, reader.id)).toEqual({ owed: 0, items: [] });
  });

  it('counts library days: an hour past closing is a day, the day after next is two', async () => {
    await settings({ finePerDay: 10 });
    const reader = await member();
    const [a, b, c] = [
      await lent(reader.memberNumber),
      await lent(reader.memberNumber),
      await lent(reader.memberNumber),
    ];
    // On time: 23:00 in Jaffna on the 15th is before the day ends.
    expect(await returnedAt(a, new Date(DUE.getTime() - HOUR))).toBeNull();
    // 00:30 on the 16th, an hour after the end of the 15th: one day late.
    expect(await returnedAt(b, new Date(DUE.getTime() + HOUR))).toMatchObject({
      daysLate: 1,
      amount: 10,
    });
    // 09:00 on the 17th: two days late.
    expect(await returnedAt(c, new Date('2026-12-17T03:30:00Z'))).toMatchObject({
      daysLate: 2,
      amount: 20,
    });
    expect(await finesOwedBy(t.db, reader.id)).toBe(30);
  });

  it('is capped per loan', async () => {
    await settings({ finePerDay: 10, fineCap: 50 });
    const reader = await member();
    const sku = await lent(reader.memberNumber);
    expect(await returnedAt(sku, new Date(DUE.getTime() + 9 * DAY))).toMatchObject({
      daysLate: 9,
      amount: 50,
    });
  });

  it('is at the category’s own rate where it has one, none where that rate is 0', async () => {
    await settings({ finePerDay: 10 });
    const edit = (finePerDay: number | null) =>
      updateMemberCategory(
        t.db,
        'child',
        { finePerDay },
        { actor: null, now: NOW, audit: noAudit },
      );
    await edit(2);
    const child = await member('child');
    const sku = await lent(child.memberNumber);
    expect(await returnedAt(sku, new Date(DUE.getTime() + 3 * DAY))).toMatchObject({
      daysLate: 3,
      amount: 6,
    });
    await edit(0);
    const other = await lent(child.memberNumber);
    expect(await returnedAt(other, new Date(DUE.getTime() + 3 * DAY))).toBeNull();
    await edit(null);
  });
});

describe('settling a fine', () => {
  it('gives one receipt when two desks settle it at the same moment', async () => {
    await settings({ finePerDay: 25 });
    const reader = await member();
    const sku = await lent(reader.memberNumber);
    await returnedAt(sku, new Date(DUE.getTime() + 2 * DAY));
    const [fine] = (await listMemberFines(t.db, reader.id)).items;
    const receipts: FineSettled[] = [];
    const audit = (receipt: FineSettled): AuditDraft => {
      receipts.push(receipt);
      return { kind: 'loans.finePaid', entity: 'fine', entityId: receipt.id, changes: {} };
    };
    const settle = (how: 'paid' | 'waived') =>
      settleFine(t.db, {
        id: fine!.id,
        how,
        reason: how === 'waived' ? 'First time late' : null,
        actor: null,
        now: new Date(DUE.getTime() + 3 * DAY),
        audit,
      });
    const results = await Promise.all([settle('paid'), settle('waived')]);
    const settled = results.filter((r) => r.outcome === 'settled');
    expect(settled).toHaveLength(1);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      amount: 50,
      memberNumber: reader.memberNumber,
      sku,
      receiptNumber: expect.stringMatching(/^R\d{7}$/),
    });
    expect(results.find((r) => r.outcome !== 'settled')).toEqual({
      outcome: 'settled-already',
      receiptNumber: receipts[0]!.receiptNumber,
    });
    const entries = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('entity', '=', 'fine')
      .where('entityId', '=', String(fine!.id))
      .execute();
    expect(entries).toHaveLength(1);
    expect(await finesOwedBy(t.db, reader.id)).toBe(0);
    expect(await settle('paid')).toEqual({
      outcome: 'settled-already',
      receiptNumber: receipts[0]!.receiptNumber,
    });
    expect((await settleFine(t.db, { ...fineRequest, id: 2_000_000 })).outcome).toBe('missing');
  });

  it('stops lending when the member owes more than the library allows, if it is set', async () => {
    await settings({ finePerDay: 10 });
    const reader = await member();
    const sku = await lent(reader.memberNumber);
    await returnedAt(sku, new Date(DUE.getTime() + 2 * DAY));
    const lendAgain = () =>
      lendCopy(t.db, {
        memberNumber: reader.memberNumber,
        sku,
        actor: null,
        now: NOW,
        audit: noAudit,
      });
    await settings({ fineBlockOver: 20 });
    // Owing 20 is not more than 20.
    const first = await lendAgain();
    expect(first.outcome).toBe('lent');
    await returnedAt(sku, new Date(DUE.getTime() + DAY));
    expect(await lendAgain()).toEqual({
      outcome: 'refused',
      reason: 'FINES_OWED',
      owed: 30,
      limit: 20,
    });
    const { items } = await listMemberFines(t.db, reader.id);
    for (const fine of items) {
      await settleFine(t.db, { ...fineRequest, id: fine.id });
    }
    expect((await lendAgain()).outcome).toBe('lent');
  });
});

const fineRequest = {
  how: 'paid' as const,
  reason: null,
  actor: null,
  now: new Date(DUE.getTime() + 5 * DAY),
  audit: noAudit,
};
