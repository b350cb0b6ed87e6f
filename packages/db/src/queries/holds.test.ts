import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import { insertUser } from './auth';
import * as holds from './holds';
import * as loans from './loans';
import * as messages from './member-messages';
import * as members from './members';

/**
 * The hold queue on the real database (decision 0039): first come first served, a returned
 * copy set aside for the first, lending it refused to anyone else, renewals refused while
 * someone waits, expiry passing the copy on, cancelling, and concurrent returns and holds.
 */

let t: TestDatabase;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'desk@holds.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
});
afterAll(() => t.destroy());

const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

let memberCount = 0;
async function member(email: string | null = null) {
  const created = await members.createMember(
    t.db,
    { fullName: `Holder ${++memberCount}`, phone: '021 222 3333', email, branchId: 'JPL' },
    {
      numberFor: (n) => `H${String(n).padStart(6, '0')}`,
      actor,
      now: NOW,
      audit: noAudit,
    },
  );
  return created;
}

let titleCount = 0;
/** A title with `n` copies on the shelf. */
async function title(n: number) {
  const book = await t.db
    .insertInto('books')
    .values({ title: `Held title ${++titleCount}`, author: 'A. Writer', genre: 'fiction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const skus: string[] = [];
  for (let i = 0; i < n; i++) {
    const sku = `JPL-HOLD-${titleCount}-${i}`;
    await t.db
      .insertInto('bookInventory')
      .values({ sku, title: `Held title ${titleCount}`, status: 'VERIFIED', bookId: book.id })
      .execute();
    skus.push(sku);
  }
  return { bookId: book.id, skus };
}

const lend = (db: Db, memberNumber: string, sku: string, now = NOW) =>
  loans.lendCopy(db, { memberNumber, sku, actor, now, audit: noAudit });
const giveBack = (db: Db, sku: string, now = NOW) =>
  loans.returnCopy(db, { sku, actor, now, audit: noAudit });
const place = (memberNumber: string, bookId: number, now = NOW) =>
  holds.placeHold(t.db, {
    member: { memberNumber },
    bookId,
    pickupBranchId: 'JPL',
    actor,
    byStaff: true,
    now,
    audit: noAudit,
  });
const statusOf = async (sku: string) =>
  (
    await t.db
      .selectFrom('bookInventory')
      .select('status')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
  ).status;

describe('holds', () => {
  it('queues first come first served; a return sets the copy aside for the first', async () => {
    const { bookId, skus } = await title(1);
    const [borrower, first, second] = [await member(), await member(), await member()];
    expect(await place(first.memberNumber, bookId)).toMatchObject({
      outcome: 'refused',
      reason: 'HOLD_ON_SHELF',
    });
    expect((await lend(t.db, borrower.memberNumber, skus[0]!)).outcome).toBe('lent');
    const a = await place(first.memberNumber, bookId);
    const b = await place(second.memberNumber, bookId, new Date(NOW.getTime() + 1000));
    expect(a).toMatchObject({ outcome: 'placed', hold: { status: 'waiting', position: 1 } });
    expect(b).toMatchObject({ outcome: 'placed', hold: { status: 'waiting', position: 2 } });
    expect(await place(first.memberNumber, bookId)).toMatchObject({
      reason: 'HOLD_ALREADY_PLACED',
    });
    expect(await place(borrower.memberNumber, bookId)).toMatchObject({
      reason: 'HOLD_ALREADY_BORROWED',
    });

    const back = await giveBack(t.db, skus[0]!, new Date(NOW.getTime() + 3 * DAY));
    expect(back).toMatchObject({
      outcome: 'returned',
      heldFor: { memberNumber: first.memberNumber, pickupBranchId: 'JPL' },
    });
    expect(await statusOf(skus[0]!)).toBe('ON_HOLD');
    // Seven library days to collect it: until closing on the 11th (returned on the 4th).
    if (back.outcome !== 'returned') throw new Error('not returned');
    expect(back.heldFor!.expiresAt.toISOString()).toBe('2026-12-11T18:29:59.999Z');
    const queue = await holds.listHolds(t.db, { memberId: second.id, limit: 10, offset: 0 });
    expect(queue.items[0]).toMatchObject({ status: 'waiting', position: 1 });

    // Lending the held copy to anyone else is refused; to the member it is their hold.
    expect(await lend(t.db, second.memberNumber, skus[0]!)).toMatchObject({
      outcome: 'refused',
      reason: 'COPY_NOT_AVAILABLE',
      status: 'ON_HOLD',
    });
    expect((await lend(t.db, first.memberNumber, skus[0]!)).outcome).toBe('lent');
    const collected = await holds.listHolds(t.db, {
      memberId: first.id,
      state: 'all',
      limit: 10,
      offset: 0,
    });
    expect(collected.items[0]).toMatchObject({ status: 'collected' });
    // A message for the first member was queued once.
    const sent = await messages.listMemberMessages(t.db, first.id);
    expect(sent.map((m) => [m.kind, m.status])).toEqual([['hold-ready', 'no-address']]);
  });

  it('refuses a renewal while someone waits, and a title with no copy that could come back', async () => {
    const { bookId, skus } = await title(1);
    const [borrower, waiting] = [await member(), await member()];
    const lent = await lend(
      t.db,
      borrower.memberNumber,
      skus[0]!,
      new Date(NOW.getTime() - 5 * DAY),
    );
    if (lent.outcome !== 'lent') throw new Error('not lent');
    await place(waiting.memberNumber, bookId);
    expect(
      await loans.renewLoan(t.db, { id: lent.loan.id, actor, now: NOW, audit: noAudit }),
    ).toEqual({ outcome: 'on-hold' });
    const empty = await title(0);
    expect(await place(waiting.memberNumber, empty.bookId)).toMatchObject({
      reason: 'HOLD_NO_COPIES',
    });
    expect(await place(waiting.memberNumber, 999_999)).toMatchObject({
      reason: 'BOOK_NOT_FOUND',
    });
  });

  it('expires an uncollected hold and passes the copy to the next; cancelling does too', async () => {
    const { bookId, skus } = await title(1);
    const [borrower, first, second, third] = [
      await member(),
      await member('first@holds.test'),
      await member(),
      await member(),
    ];
    await lend(t.db, borrower.memberNumber, skus[0]!);
    for (const m of [first, second, third]) await place(m.memberNumber, bookId);
    await giveBack(t.db, skus[0]!);
    // Not yet: the last day is not over.
    expect((await holds.expireHolds(t.db, new Date(NOW.getTime() + 7 * DAY))).expired).toBe(0);
    const later = await holds.expireHolds(t.db, new Date(NOW.getTime() + 8 * DAY));
    expect(later.expired).toBe(1);
    expect(later.madeReady.map((r) => r.memberNumber)).toEqual([second.memberNumber]);
    expect(await statusOf(skus[0]!)).toBe('ON_HOLD');

    // The second cancels: the copy goes to the third; the third cancels: back on the shelf.
    const [secondHold] = (await holds.listHolds(t.db, { memberId: second.id, limit: 1, offset: 0 }))
      .items;
    const cancelled = await holds.cancelHold(t.db, {
      id: secondHold!.id,
      actor,
      now: NOW,
      audit: noAudit,
    });
    expect(cancelled).toMatchObject({
      outcome: 'cancelled',
      nextReady: { memberNumber: third.memberNumber },
    });
    const [thirdHold] = (await holds.listHolds(t.db, { memberId: third.id, limit: 1, offset: 0 }))
      .items;
    // A member may cancel only their own hold.
    expect(
      await holds.cancelHold(t.db, {
        id: thirdHold!.id,
        memberUserId: '00000000-0000-0000-0000-000000000000',
        actor,
        now: NOW,
        audit: noAudit,
      }),
    ).toEqual({ outcome: 'missing' });
    await holds.cancelHold(t.db, { id: thirdHold!.id, actor, now: NOW, audit: noAudit });
    expect(await statusOf(skus[0]!)).toBe('VERIFIED');
    // A member who turned e-mail off is sent nothing; the row says why.
    await t.db
      .updateTable('members')
      .set({ emailMessages: false })
      .where('id', '=', third.id)
      .execute();
    await t.db
      .updateTable('members')
      .set({ email: 'third@holds.test' })
      .where('id', '=', third.id)
      .execute();
    const optedOut = await messages.queueMemberMessage(t.db, {
      memberId: third.id,
      kind: 'hold-ready',
      subjectKey: 'opted-out-check',
      now: NOW,
    });
    expect(optedOut).not.toBeNull();
    const thirdMessages = await messages.listMemberMessages(t.db, third.id);
    expect(thirdMessages.find((m) => m.subjectKey === 'opted-out-check')?.status).toBe('opted-out');
    const firstMessages = await messages.listMemberMessages(t.db, first.id);
    expect(firstMessages.map((m) => [m.kind, m.status]).sort()).toEqual([
      ['hold-expired', 'queued'],
      ['hold-ready', 'queued'],
    ]);
  });

  it('sets one copy aside when two copies come back at once for one hold', async () => {
    const { bookId, skus } = await title(2);
    const [a, b, holder] = [await member(), await member(), await member()];
    await lend(t.db, a.memberNumber, skus[0]!);
    await lend(t.db, b.memberNumber, skus[1]!);
    await place(holder.memberNumber, bookId);
    const results = await Promise.all(skus.map((sku) => giveBack(t.db, sku)));
    const held = results.filter((r) => r.outcome === 'returned' && r.heldFor);
    expect(held).toHaveLength(1);
    expect((await Promise.all(skus.map(statusOf))).sort()).toEqual(['ON_HOLD', 'VERIFIED']);
  });

  it('queues members who hold the same title at once one after the other, one copy each in order', async () => {
    const { bookId, skus } = await title(2);
    const [a, b] = [await member(), await member()];
    await lend(t.db, a.memberNumber, skus[0]!);
    await lend(t.db, b.memberNumber, skus[1]!);
    const holders = await Promise.all(Array.from({ length: 4 }, () => member()));
    const placed = await Promise.all(holders.map((m) => place(m.memberNumber, bookId)));
    const positions = placed.map((p) => (p.outcome === 'placed' ? p.hold.position : null));
    expect([...positions].sort()).toEqual([1, 2, 3, 4]);
    const order = placed
      .map((p, i) => ({ i, id: p.outcome === 'placed' ? p.hold.id : 0, position: positions[i] }))
      .sort((x, y) => x.id - y.id);
    expect(order.map((o) => o.position)).toEqual([1, 2, 3, 4]);
    const back = await Promise.all(skus.map((sku) => giveBack(t.db, sku)));
    const readyFor = back
      .map((r) => (r.outcome === 'returned' ? r.heldFor?.memberNumber : undefined))
      .sort();
    const firstTwo = order
      .slice(0, 2)
      .map((o) => holders[o.i]!.memberNumber)
      .sort();
    expect(readyFor).toEqual(firstTwo);
  });
});
