import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import { lendCopy, renewLoan } from './loans';
import { createMember, listMemberCategories } from './members';

/**
 * Lending rules per member category on the real database (issue 27): the most loans at once
 * (also when two desks lend the last one allowed at the same moment), a category's own loan
 * period and renewals, and the library's rules where a category has none.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

let n = 0;
async function member(categoryId: string) {
  return createMember(
    t.db,
    { fullName: `Ruled ${++n}`, phone: '021 222 3333', email: null, branchId: 'JPL', categoryId },
    { numberFor: (i) => `C${String(i).padStart(6, '0')}`, actor: null, now: NOW, audit: noAudit },
  );
}
async function shelved(count: number) {
  const skus: string[] = [];
  for (let i = 0; i < count; i++) {
    const sku = `JPL-RULES-${++n}`;
    await t.db
      .insertInto('bookInventory')
      .values({ sku, title: `Ruled title ${n}`, status: 'VERIFIED' })
      .execute();
    skus.push(sku);
  }
  return skus;
}
const lend = (memberNumber: string, sku: string, now = NOW) =>
  lendCopy(t.db, { memberNumber, sku, actor: null, now, audit: noAudit });

describe('member categories', () => {
  it('are adult, child, student and staff, in that order, with their rules', async () => {
    const categories = await listMemberCategories(t.db);
    expect(categories.map((c) => [c.id, c.maxLoans, c.loanPeriodDays])).toEqual([
      ['adult', 6, null],
      ['child', 3, null],
      ['student', 8, 21],
      ['staff', 10, 28],
    ]);
    expect((await member('adult')).categoryId).toBe('adult');
  });

  it('refuses a lend past the category’s most loans, and says how many', async () => {
    const child = await member('child');
    const skus = await shelved(4);
    for (const sku of skus.slice(0, 3))
      expect((await lend(child.memberNumber, sku)).outcome).toBe('lent');
    expect(await lend(child.memberNumber, skus[3]!)).toEqual({
      outcome: 'refused',
      reason: 'LOAN_LIMIT_REACHED',
      maxLoans: 3,
    });
  });

  it('lends the last allowed once when two desks try at the same moment', async () => {
    const child = await member('child');
    const skus = await shelved(4);
    for (const sku of skus.slice(0, 2)) await lend(child.memberNumber, sku);
    const results = await Promise.all(skus.slice(2).map((sku) => lend(child.memberNumber, sku)));
    expect(results.map((r) => r.outcome).sort()).toEqual(['lent', 'refused']);
  });

  it('lends for the category’s own period and renews as often as it allows', async () => {
    const student = await member('student');
    const staff = await member('staff');
    const adult = await member('adult');
    const [a, b, c] = await shelved(3);
    const studentLoan = await lend(student.memberNumber, a!);
    const adultLoan = await lend(adult.memberNumber, b!);
    if (studentLoan.outcome !== 'lent' || adultLoan.outcome !== 'lent') throw new Error('not lent');
    // 21 days for a student; the library's 14 for an adult (whose category has none).
    expect(studentLoan.loan.dueDate.toISOString()).toBe('2026-12-22T18:29:59.999Z');
    expect(adultLoan.loan.dueDate.toISOString()).toBe('2026-12-15T18:29:59.999Z');
    const staffLoan = await lend(staff.memberNumber, c!);
    if (staffLoan.outcome !== 'lent') throw new Error('not lent');
    const renew = (day: number) =>
      renewLoan(t.db, {
        id: staffLoan.loan.id,
        actor: null,
        now: new Date(NOW.getTime() + day * DAY),
        audit: noAudit,
      });
    // Staff may renew three times (the library's rule is two).
    for (const day of [1, 2, 3]) expect((await renew(day)).outcome).toBe('renewed');
    expect(await renew(4)).toEqual({ outcome: 'limit-reached', maxRenewals: 3 });
  });
});
