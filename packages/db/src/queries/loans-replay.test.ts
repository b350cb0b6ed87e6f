import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import type { DraftAudit } from './audit';
import { insertUser } from './auth';
import * as holds from './holds';
import * as loans from './loans';
import type { LoanReturned } from './loans';
import * as members from './members';

/**
 * A return scan the desk sends again (its answer was lost, or it waited on the device for a
 * connection) is applied once: the repeat answers the first return, even after the copy was
 * lent again, and never closes the later loan (issue 27: the desk works offline).
 */
let t: TestDatabase;
let actor: { id: string; email: string };
let otherDesk: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const desk = async (email: string) => {
    const user = await insertUser(t.db, { email, passwordHash: 'unusable', role: 'librarian' });
    return { id: user!.id, email: user!.email };
  };
  actor = await desk('desk@replay.test');
  otherDesk = await desk('other-desk@replay.test');
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const returnAudit: DraftAudit<LoanReturned> = (c) => ({
  kind: 'loans.return',
  entity: 'loan',
  entityId: c.loan.id,
  changes: {},
});

let count = 0;
async function member() {
  return members.createMember(
    t.db,
    { fullName: `Replayed ${++count}`, phone: '021 222 3333', email: null, branchId: 'JPL' },
    { numberFor: (n) => `P${String(n).padStart(6, '0')}`, actor, now: NOW, audit: noAudit },
  );
}

/** A title with one copy, lent to a new member. */
async function lentCopy() {
  const k = ++count;
  const book = await t.db
    .insertInto('books')
    .values({ title: `Replay title ${k}`, author: 'A. Writer', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sku = `JPL-REPLAY-${k}`;
  await t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Replay title ${k}`, status: 'VERIFIED', bookId: book.id })
    .execute();
  const borrower = await member();
  await lend(borrower.memberNumber, sku);
  return { bookId: book.id, sku, borrower };
}

const lend = (memberNumber: string, sku: string, now = NOW) =>
  loans.lendCopy(t.db, { memberNumber, sku, actor, now, audit: noAudit });
const giveBack = (
  sku: string,
  clientId: string | undefined,
  now: Date,
  desk: { id: string; email: string } = actor,
) => loans.returnCopy(t.db, { sku, clientId, actor: desk, now, audit: returnAudit });

const loansOf = (sku: string) =>
  t.db
    .selectFrom('loans')
    .innerJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .select(['loans.id', 'loans.status', 'loans.returnDate'])
    .where('bookInventory.sku', '=', sku)
    .orderBy('loans.id')
    .execute();

const returnAudits = async (loanId: number) =>
  (
    await t.db
      .selectFrom('auditLog')
      .select('kind')
      .where('kind', '=', 'loans.return')
      .where('entityId', '=', String(loanId))
      .execute()
  ).length;

describe('a return scan sent again with the same client id', () => {
  it('is applied once and answers the same, even after the copy was lent again', async () => {
    const { sku } = await lentCopy();
    const clientId = randomUUID();
    const first = await giveBack(sku, clientId, later(10));
    expect(first).toMatchObject({ outcome: 'returned', replayed: false, heldFor: null });
    // Meanwhile another member borrows the copy; then the desk's repeat arrives.
    const next = await member();
    expect((await lend(next.memberNumber, sku, later(20))).outcome).toBe('lent');
    const again = await giveBack(sku, clientId, later(30));
    expect(again).toMatchObject({ outcome: 'returned', replayed: true, heldFor: null });
    if (first.outcome !== 'returned' || again.outcome !== 'returned') return;
    expect(again.loan).toEqual(first.loan);
    // The later loan is still out, and the first was closed once, at the first sending.
    const rows = await loansOf(sku);
    expect(rows.map((row) => row.status)).toEqual(['returned', 'active']);
    expect(rows[0]!.returnDate).toEqual(later(10));
    expect(await returnAudits(first.loan.id)).toBe(1);
    // Without a client id a second scan is a new return: the later loan comes back.
    expect(await giveBack(sku, undefined, later(40))).toMatchObject({ replayed: false });
  });

  it('answers the member the first return set the copy aside for, and tells them once', async () => {
    const { bookId, sku } = await lentCopy();
    const holder = await member();
    const placed = await holds.placeHold(t.db, {
      member: { memberNumber: holder.memberNumber },
      bookId,
      pickupBranchId: 'JPL',
      actor,
      byStaff: true,
      now: NOW,
      audit: noAudit,
    });
    expect(placed.outcome).toBe('placed');
    const clientId = randomUUID();
    const first = await giveBack(sku, clientId, later(10));
    const again = await giveBack(sku, clientId, later(15));
    if (first.outcome !== 'returned' || again.outcome !== 'returned') {
      throw new Error(`not returned: ${first.outcome}, ${again.outcome}`);
    }
    expect(first.heldFor).toMatchObject({ memberNumber: holder.memberNumber });
    expect(first.heldFor!.messageId).not.toBeNull();
    expect(again).toMatchObject({ replayed: true, loan: first.loan });
    expect(again.heldFor).toEqual({ ...first.heldFor, messageId: null });
    const messages = await t.db
      .selectFrom('memberMessages')
      .select('id')
      .where('memberId', '=', holder.id)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it('belongs to its copy and desk: reused for another it is refused and returns nothing', async () => {
    const { sku } = await lentCopy();
    const other = await lentCopy();
    const clientId = randomUUID();
    expect((await giveBack(sku, clientId, later(10))).outcome).toBe('returned');
    expect(await giveBack(other.sku, clientId, later(11))).toEqual({
      outcome: 'client-id-taken',
    });
    expect(await giveBack(sku, clientId, later(12), otherDesk)).toEqual({
      outcome: 'client-id-taken',
    });
    expect((await loansOf(other.sku)).map((row) => row.status)).toEqual(['active']);
  });

  it('sent twice at the same instant, closes the loan once and both answers name it', async () => {
    for (let round = 0; round < 5; round++) {
      const { sku } = await lentCopy();
      const clientId = randomUUID();
      const results = await Promise.all([
        giveBack(sku, clientId, later(10)),
        giveBack(sku, clientId, later(10)),
      ]);
      const answers = results.map((r) => (r.outcome === 'returned' ? r : null));
      expect(answers.map((a) => a?.replayed).sort()).toEqual([false, true]);
      expect(answers[0]!.loan.id).toBe(answers[1]!.loan.id);
      expect(await returnAudits(answers[0]!.loan.id)).toBe(1);
    }
  });
});
