import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import { lendingRulesOf } from './lending-rules';
import { createMember, listMemberCategories } from './members';
import {
  createMemberCategory,
  deleteMemberCategory,
  updateMemberCategory,
  type MemberCategoryFields,
} from './members-categories';

/**
 * The library's member categories edited on the real database (issue 27): added last, changed
 * for everyone in them at once, deleted only when nobody is in them (and never the default).
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const NOW = new Date('2026-12-01T04:30:00Z');
const options = { actor: null, now: NOW, audit: noAudit };
const senior: MemberCategoryFields & { id: string } = {
  id: 'senior',
  name: 'Senior citizen',
  nameTa: 'மூத்த குடிமக்கள்',
  nameSi: 'ජ්‍යෙෂ්ඨ පුරවැසි',
  maxLoans: 4,
  loanPeriodDays: 28,
  maxRenewals: null,
  maxHolds: null,
  finePerDay: 0,
};

let n = 0;
const member = (categoryId: string) =>
  createMember(
    t.db,
    { fullName: `Sorted ${++n}`, phone: '021 222 5555', email: null, branchId: 'JPL', categoryId },
    { numberFor: (i) => `S${String(i).padStart(6, '0')}`, ...options },
  );

describe('member categories, edited', () => {
  it('a new one goes after the others; its id cannot be taken twice', async () => {
    const created = await createMemberCategory(t.db, senior, options);
    expect(created).toMatchObject({ outcome: 'saved', category: { id: 'senior', position: 5 } });
    expect(await createMemberCategory(t.db, { ...senior, name: 'Again' }, options)).toEqual({
      outcome: 'taken',
    });
    const listed = await listMemberCategories(t.db);
    expect(listed.map((c) => c.id)).toEqual(['adult', 'child', 'student', 'staff', 'senior']);
    expect(listed.at(-1)).toMatchObject({ maxLoans: 4, loanPeriodDays: 28, members: 0 });
  });

  it('a change applies to its members at once; null gives them the library’s rule', async () => {
    const reader = await member('senior');
    expect((await lendingRulesOf(t.db, reader.id)).loanPeriodDays).toBe(28);
    await updateMemberCategory(t.db, 'senior', { loanPeriodDays: 7, maxRenewals: 1 }, options);
    expect(await lendingRulesOf(t.db, reader.id)).toMatchObject({
      loanPeriodDays: 7,
      maxRenewals: 1,
      maxLoans: 4,
    });
    await updateMemberCategory(t.db, 'senior', { loanPeriodDays: null }, options);
    expect((await lendingRulesOf(t.db, reader.id)).loanPeriodDays).toBe(14);
    expect(await updateMemberCategory(t.db, 'nobody', { maxLoans: 1 }, options)).toEqual({
      outcome: 'missing',
    });
  });

  it('is not deleted while a member is in it, nor when it is the default', async () => {
    expect(await deleteMemberCategory(t.db, 'senior', options)).toEqual({
      outcome: 'in-use',
      members: 1,
    });
    expect(await deleteMemberCategory(t.db, 'adult', options)).toEqual({ outcome: 'default' });
    expect(await deleteMemberCategory(t.db, 'nobody', options)).toEqual({ outcome: 'missing' });
  });

  it('an empty one is deleted; a member joining it at that moment keeps it', async () => {
    await createMemberCategory(t.db, { ...senior, id: 'visitor', name: 'Visitor' }, options);
    expect(await deleteMemberCategory(t.db, 'visitor', options)).toEqual({ outcome: 'deleted' });
    await createMemberCategory(t.db, { ...senior, id: 'visitor', name: 'Visitor' }, options);
    const [deleted, joined] = await Promise.allSettled([
      deleteMemberCategory(t.db, 'visitor', options),
      member('visitor'),
    ]);
    // Either the member joined first (and the category stays) or it was gone first.
    if (joined.status === 'fulfilled') {
      expect(deleted).toEqual({ status: 'fulfilled', value: { outcome: 'in-use', members: 1 } });
    } else {
      expect(deleted).toEqual({ status: 'fulfilled', value: { outcome: 'deleted' } });
    }
  });
});
