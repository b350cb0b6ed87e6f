import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';

/**
 * Who may place, see and cancel which holds (decision 0039): a member their own, staff any
 * member's by number; an account that is not a member's has none.
 */
let t: TestDatabase;
let desk: TestContext;
let reader: TestContext;
let stranger: TestContext;
let readerNumber: string;
let titleId: number;
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian', now: NOW });
  reader = await createTestContext(t.db, { role: 'patron', now: NOW, language: 'si' });
  stranger = await createTestContext(t.db, { role: 'patron', now: NOW });
  const member = await desk.caller.members.create({
    fullName: 'Hold Reader',
    phone: '0771234567',
    branchId: 'JPL',
  });
  readerNumber = member.memberNumber;
  await t.db
    .updateTable('members')
    .set({ userId: reader.ctx.user!.id })
    .where('id', '=', member.id)
    .execute();
  const book = await t.db
    .insertInto('books')
    .values({ title: 'Held by the router', author: 'A. Writer', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  titleId = book.id;
  await t.db
    .insertInto('bookInventory')
    .values({ sku: 'JPL-ROUTER-HOLD-1', title: 'Held', bookId: titleId, status: 'ON_LOAN' })
    .execute();
});
afterAll(() => t.destroy());

describe('holds', () => {
  it('a member reserves for themselves, in the language they asked in; only staff name a member', async () => {
    await expect(
      reader.caller.holds.place({ titleId, pickupBranchId: 'JPL', memberNumber: readerNumber }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const hold = await reader.caller.holds.place({ titleId, pickupBranchId: 'JPL' });
    expect(hold).toMatchObject({
      status: 'waiting',
      position: 1,
      member: { memberNumber: readerNumber },
    });
    const member = await t.db
      .selectFrom('members')
      .select('messageLanguage')
      .where('memberNumber', '=', readerNumber)
      .executeTakeFirstOrThrow();
    expect(member.messageLanguage).toBe('si');
    expect((await reader.caller.holds.mine()).items.map((h) => h.id)).toEqual([hold.id]);
    expect((await desk.caller.holds.list({})).items.map((h) => h.id)).toContain(hold.id);
  });

  it('an account that is not a member’s has no holds and cannot place one', async () => {
    await expect(
      stranger.caller.holds.place({ titleId, pickupBranchId: 'JPL' }),
    ).rejects.toMatchObject({ cause: { appCode: 'NOT_A_MEMBER' } });
    expect((await stranger.caller.holds.mine()).total).toBe(0);
    await expect(stranger.caller.holds.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('cancels: a member only their own (another’s is not found), staff anyone’s', async () => {
    const other = await desk.caller.members.create({
      fullName: 'Other Holder',
      phone: '0777654321',
      branchId: 'JPL',
    });
    const theirs = await desk.caller.holds.place({
      titleId,
      pickupBranchId: 'JPL',
      memberNumber: other.memberNumber,
    });
    expect(theirs.position).toBe(2);
    await expect(reader.caller.holds.cancel({ id: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [mine] = (await reader.caller.holds.mine()).items;
    expect(await reader.caller.holds.cancel({ id: mine!.id })).toMatchObject({
      status: 'cancelled',
    });
    await expect(reader.caller.holds.cancel({ id: mine!.id })).rejects.toMatchObject({
      cause: { appCode: 'HOLD_CLOSED' },
    });
    // The queue moved up.
    const [moved] = (await desk.caller.holds.list({ memberId: other.id })).items;
    expect(moved).toMatchObject({ id: theirs.id, position: 1 });
    expect(await desk.caller.holds.cancel({ id: theirs.id })).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('a member’s contact preferences', () => {
  it('are theirs to set: the language of messages, e-mail on or off; audited under their account', async () => {
    const saved = await reader.caller.members.updateMyPreferences({
      messageLanguage: 'ta',
      emailMessages: false,
    });
    expect(saved.member).toMatchObject({ messageLanguage: 'ta', emailMessages: false });
    expect((await reader.caller.members.mine()).member).toMatchObject({
      memberNumber: readerNumber,
      messageLanguage: 'ta',
      emailMessages: false,
    });
    const entry = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'actorId', 'changes'])
      .where('kind', '=', 'members.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: reader.ctx.user!.id,
      changes: { messageLanguage: ['si', 'ta'], emailMessages: [true, false] },
    });
    await expect(
      stranger.caller.members.updateMyPreferences({ emailMessages: false }),
    ).rejects.toMatchObject({ cause: { appCode: 'NOT_A_MEMBER' } });
  });
});
