import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';

// Fines for days late through the routers: a super admin turns them on, a late return at the
// desk records one (and says so), the desk settles it once with a receipt in the audit trail,
// a waiver needs its reason, and a member sees only their own.

let t: TestDatabase;
let desk: TestContext;
let admin: TestContext;
const LENT = new Date('2026-12-01T04:00:00Z');
// Due by the end of 15 December (Jaffna); the 19th is four library days late.
const BACK = new Date('2026-12-19T05:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian', now: LENT });
  admin = await createTestContext(t.db, { role: 'super_admin', now: LENT });
});
afterAll(() => t.destroy());

let n = 0;
async function lateReturn(memberNumber: string) {
  const sku = `JPL-FINES-${++n}`;
  await t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Late ${n}`, status: 'VERIFIED' })
    .execute();
  await desk.caller.loans.lendCopy({ memberNumber, sku });
  const later = await createTestContext(t.db, { user: desk.user, now: BACK });
  return later.caller.loans.returnCopy({ sku });
}

describe('fines', () => {
  it('are off by default and set by super admins only', async () => {
    expect(await desk.caller.loans.settings()).toMatchObject({
      finePerDay: 0,
      fineCap: null,
      fineBlockOver: null,
    });
    expect(await desk.refusal(desk.caller.loans.updateSettings({ finePerDay: 10 }))).toMatchObject({
      httpStatus: 403,
    });
    const member = await desk.caller.members.create({
      fullName: 'On Time Or Not',
      phone: '0771112222',
      branchId: 'JPL',
    });
    expect((await lateReturn(member.memberNumber)).fine).toBeNull();
  });

  it('a late return records one; the desk settles it once, the receipt in the audit trail', async () => {
    await admin.caller.loans.updateSettings({ finePerDay: 20, fineCap: 500 });
    const member = await desk.caller.members.create({
      fullName: 'Late Reader',
      phone: '0773334444',
      branchId: 'JPL',
    });
    const returned = await lateReturn(member.memberNumber);
    expect(returned.fine).toMatchObject({ daysLate: 4, amount: 80 });
    const fines = await desk.caller.loans.memberFines({ memberId: member.id });
    expect(fines.owed).toBe(80);
    expect(fines.items).toHaveLength(1);
    const [fine] = fines.items;
    expect(fine).toMatchObject({ daysLate: 4, amount: 80, settledAt: null, receiptNumber: null });

    const noReason = await desk.refusal(
      desk.caller.loans.settleFine({ id: fine!.id, how: 'waived' }),
    );
    expect(noReason).toMatchObject({ httpStatus: 400, appCode: 'INVALID_INPUT' });
    expect(noReason.fieldErrors?.reason).toBeDefined();

    const [first, second] = await Promise.allSettled([
      desk.caller.loans.settleFine({ id: fine!.id, how: 'paid' }),
      desk.caller.loans.settleFine({ id: fine!.id, how: 'paid' }),
    ]);
    const settled = [first, second].filter((r) => r.status === 'fulfilled');
    expect(settled).toHaveLength(1);
    const receipt = (settled[0] as PromiseFulfilledResult<{ receiptNumber: string | null }>).value;
    const other = [first, second].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(await desk.refusal(Promise.reject(other.reason))).toMatchObject({
      httpStatus: 409,
      appCode: 'FINE_SETTLED',
      appParams: { receiptNumber: receipt.receiptNumber },
    });
    expect((await desk.caller.loans.memberFines({ memberId: member.id })).owed).toBe(0);

    const entries = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'actorEmail', 'changes'])
      .where('entity', '=', 'fine')
      .where('entityId', '=', String(fine!.id))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        kind: 'loans.fine',
        actorEmail: desk.user!.email,
        changes: { loanId: [null, fine!.loanId], daysLate: [null, 4], amount: [null, 80] },
      },
      {
        kind: 'loans.finePaid',
        actorEmail: desk.user!.email,
        changes: {
          receiptNumber: [null, receipt.receiptNumber],
          amount: [null, 80],
          memberNumber: [null, member.memberNumber],
          sku: [null, fine!.sku],
        },
      },
    ]);
  });

  it('a waiver keeps its reason; a member sees their own fines only', async () => {
    const member = await desk.caller.members.create({
      fullName: 'Waived Reader',
      email: 'waived.reader@example.lk',
      branchId: 'JPL',
    });
    await lateReturn(member.memberNumber);
    const [fine] = (await desk.caller.loans.memberFines({ memberId: member.id })).items;
    const waived = await desk.caller.loans.settleFine({
      id: fine!.id,
      how: 'waived',
      reason: 'The branch was closed for a flood',
    });
    expect(waived).toMatchObject({ how: 'waived', reason: 'The branch was closed for a flood' });
    expect(waived.settledByName).toBe(desk.user!.displayName);

    await desk.caller.members.createPasswordLink({ id: member.id });
    const { userId } = await t.db
      .selectFrom('members')
      .select('userId')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const patron = await createTestContext(t.db, {
      user: {
        id: userId!,
        email: 'waived.reader@example.lk',
        displayName: 'Waived Reader',
        role: 'patron',
      },
      now: BACK,
    });
    const mine = await patron.caller.loans.myFines();
    expect(mine.items.map((f) => f.memberId)).toEqual([member.id]);
    expect(mine.owed).toBe(0);
    expect(
      await patron.refusal(patron.caller.loans.memberFines({ memberId: member.id })),
    ).toMatchObject({
      httpStatus: 403,
    });
    expect(
      await patron.refusal(patron.caller.loans.settleFine({ id: fine!.id, how: 'paid' })),
    ).toMatchObject({ httpStatus: 403 });
  });

  it('owing more than the library allows stops lending, when it is set', async () => {
    await admin.caller.loans.updateSettings({ fineBlockOver: 50 });
    const member = await desk.caller.members.create({
      fullName: 'Owing Reader',
      phone: '0775556666',
      branchId: 'JPL',
    });
    await lateReturn(member.memberNumber);
    const sku = `JPL-FINES-${++n}`;
    await t.db
      .insertInto('bookInventory')
      .values({ sku, title: 'Wanted', status: 'VERIFIED' })
      .execute();
    const sinhala = await createTestContext(t.db, { user: desk.user, now: BACK, language: 'si' });
    const refused = await sinhala.refusal(
      sinhala.caller.loans.lendCopy({ memberNumber: member.memberNumber, sku }),
    );
    expect(refused).toMatchObject({
      httpStatus: 409,
      appCode: 'FINES_OWED',
      appParams: { owed: 80, limit: 50 },
    });
    expect(refused.message).toContain('රු. 80');
    await admin.caller.loans.updateSettings({ fineBlockOver: null, finePerDay: 0, fineCap: null });
  });
});
