import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';

// The lending rules screen's categories: librarians read them, super admins add, change and
// delete them (each change in the audit trail), and a refusal says why in the reader's words.

let t: TestDatabase;
let desk: TestContext;
let admin: TestContext;
let tamilAdmin: TestContext;
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian', now: NOW });
  admin = await createTestContext(t.db, { role: 'super_admin', now: NOW });
  tamilAdmin = await createTestContext(t.db, { user: admin.user, now: NOW, language: 'ta' });
});
afterAll(() => t.destroy());

const trail = (id: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['kind', 'actorEmail', 'changes'])
    .where('entity', '=', 'member_category')
    .where('entityId', '=', id)
    .orderBy('id')
    .execute();

describe('member categories', () => {
  it('librarians read them with their members; only super admins change them', async () => {
    const listed = await desk.caller.members.categories();
    expect(listed[0]).toMatchObject({ id: 'adult', finePerDay: null, members: expect.any(Number) });
    const input = { id: 'senior', name: 'Senior citizen' };
    expect(await desk.refusal(desk.caller.members.createCategory(input))).toMatchObject({
      httpStatus: 403,
      appCode: 'FORBIDDEN',
    });
    expect(
      await desk.refusal(desk.caller.members.updateCategory({ id: 'adult', maxLoans: 99 })),
    ).toMatchObject({ httpStatus: 403 });
    expect(await desk.refusal(desk.caller.members.deleteCategory({ id: 'child' }))).toMatchObject({
      httpStatus: 403,
    });
    expect((await desk.caller.members.categories()).map((c) => c.id)).toEqual(
      listed.map((c) => c.id),
    );
  });

  it('added, changed and deleted by a super admin, each in the audit trail', async () => {
    const created = await admin.caller.members.createCategory({
      id: 'senior',
      name: 'Senior citizen',
      nameTa: 'மூத்த குடிமக்கள்',
      nameSi: 'ජ්‍යෙෂ්ඨ පුරවැසි',
      maxLoans: 4,
      finePerDay: 0,
    });
    expect(created).toEqual({
      id: 'senior',
      name: 'Senior citizen',
      nameTa: 'மூத்த குடிமக்கள்',
      nameSi: 'ජ්‍යෙෂ්ඨ පුරවැසි',
      maxLoans: 4,
      loanPeriodDays: null,
      maxRenewals: null,
      maxHolds: null,
      finePerDay: 0,
    });
    const changed = await admin.caller.members.updateCategory({
      id: 'senior',
      loanPeriodDays: 28,
      maxLoans: null,
    });
    expect(changed).toMatchObject({ loanPeriodDays: 28, maxLoans: null, name: 'Senior citizen' });
    expect(await admin.caller.members.deleteCategory({ id: 'senior' })).toEqual({ id: 'senior' });

    const entries = await trail('senior');
    expect(entries.map((e) => e.kind)).toEqual([
      'members.categoryCreate',
      'members.categoryUpdate',
      'members.categoryDelete',
    ]);
    expect(entries.every((e) => e.actorEmail === admin.user!.email)).toBe(true);
    expect(entries[0]!.changes).toMatchObject({ id: [null, 'senior'], maxLoans: [null, 4] });
    expect(entries[1]!.changes).toEqual({ loanPeriodDays: [null, 28], maxLoans: [4, null] });
    expect(entries[2]!.changes).toMatchObject({ id: ['senior', null], loanPeriodDays: [28, null] });
  });

  it('refuses, in the caller’s language, to delete one with members or the default', async () => {
    await desk.caller.members.create({
      fullName: 'A Child',
      phone: '0771234567',
      branchId: 'JPL',
      categoryId: 'child',
    });
    const inUse = await tamilAdmin.refusal(
      tamilAdmin.caller.members.deleteCategory({ id: 'child' }),
    );
    expect(inUse).toMatchObject({ httpStatus: 409, appCode: 'CATEGORY_IN_USE' });
    expect(inUse.message).toContain('நீக்க முடியாது');
    expect(inUse.appParams.count).toBeGreaterThanOrEqual(1);
    const byDefault = await admin.refusal(admin.caller.members.deleteCategory({ id: 'adult' }));
    expect(byDefault).toMatchObject({ httpStatus: 409, appCode: 'CATEGORY_IS_DEFAULT' });
    const taken = await admin.refusal(
      admin.caller.members.createCategory({ id: 'child', name: 'Another child' }),
    );
    expect(taken).toMatchObject({ httpStatus: 409, appCode: 'CATEGORY_TAKEN' });
    const badId = await tamilAdmin.refusal(
      tamilAdmin.caller.members.createCategory({ id: 'Senior Citizens', name: 'Senior' }),
    );
    expect(badId).toMatchObject({ httpStatus: 400, appCode: 'INVALID_INPUT' });
    expect(badId.fieldErrors?.id?.[0]).toContain('senior');
    const missing = await admin.refusal(
      admin.caller.members.updateCategory({ id: 'nobody', maxLoans: 1 }),
    );
    expect(missing).toMatchObject({ httpStatus: 404, appCode: 'NOT_FOUND' });
    expect(await trail('child')).toEqual([]);
  });
});
