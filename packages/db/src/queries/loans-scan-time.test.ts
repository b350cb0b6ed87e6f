import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import type { DraftAudit } from './audit';
import { placeHold } from './holds';
import { lendCopy, returnCopy, type LoanMade, type LoanReturned } from './loans';
import { updateLoanSettings } from './loans-settings';
import { createMember } from './members';

/**
 * A lend or return counts from when the desk scanned it, not from when the server heard of it
 * (issue 27, decision 0024): a book given back on its due day while the desk was offline and
 * sent the next day is on time. The desk's time is believed only within bounds (never ahead of
 * the server, never before the loan was lent, never older than a week); outside them the
 * server's time is used and the scan is still applied. On the real database, with fines on.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  await updateLoanSettings(t.db, { finePerDay: 10 }, { actor: null, now: NOW, audit: noAudit });
});
afterAll(() => t.destroy());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// 10:00 in Jaffna on Tuesday 1 December 2026: a 14-day loan is due by the end of the 15th.
const NOW = new Date('2026-12-01T04:30:00Z');
const DUE = new Date('2026-12-15T18:29:59.999Z');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let n = 0;
async function member() {
  return createMember(
    t.db,
    { fullName: `Offline ${++n}`, phone: '021 222 5555', email: null, branchId: 'JPL' },
    { numberFor: (i) => `S${String(i).padStart(6, '0')}`, actor: null, now: NOW, audit: noAudit },
  );
}

/** A copy of a title of its own, on the shelf. */
async function shelved() {
  const k = ++n;
  const book = await t.db
    .insertInto('books')
    .values({ title: `Offline title ${k}`, author: 'A. Writer', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sku = `JPL-OFFLINE-${k}`;
  await t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Offline title ${k}`, status: 'VERIFIED', bookId: book.id })
    .execute();
  return { sku, bookId: book.id };
}

/** A copy lent to a new member at `when` (NOW: due by the end of 15 December). */
async function lentAt(when = NOW) {
  const copy = await shelved();
  const borrower = await member();
  const loan = await lendCopy(t.db, {
    memberNumber: borrower.memberNumber,
    sku: copy.sku,
    actor: null,
    now: when,
    audit: noAudit,
  });
  if (loan.outcome !== 'lent') throw new Error(`not lent: ${JSON.stringify(loan)}`);
  return { ...copy, loan: loan.loan, borrower };
}

/** A return sent at `now`, scanned at `scannedAt`; what its audit drafting was handed too. */
async function giveBack(sku: string, now: Date, scannedAt?: Date, clientId?: string) {
  const handed: LoanReturned[] = [];
  const audit: DraftAudit<LoanReturned> = (returned) => {
    handed.push(returned);
    return null;
  };
  const result = await returnCopy(t.db, { sku, clientId, scannedAt, actor: null, now, audit });
  if (result.outcome !== 'returned') throw new Error(`not returned: ${result.outcome}`);
  return { ...result, handed: handed[0] };
}

describe('a return scanned while the desk was offline', () => {
  it('on the due day and sent the next day: returned that day, and no fine', async () => {
    const { sku } = await lentAt();
    const scanned = at(DUE, -HOUR); // 23:00 on the 15th in Jaffna
    const sent = at(DUE, 10 * HOUR); // 09:00 on the 16th
    const back = await giveBack(sku, sent, scanned);
    expect(back.loan.returnDate).toEqual(scanned);
    expect(back.fine).toBeNull();
    // The audit drafting is given both times.
    expect(back.handed).toMatchObject({ scannedAt: scanned, receivedAt: sent });
    expect(back.handed!.loan.returnDate).toEqual(scanned);
    // Sent the same way without its time, it would have been a day late.
    const control = await lentAt();
    expect((await giveBack(control.sku, sent)).fine).toMatchObject({ daysLate: 1, amount: 10 });
  });

  it('late: the fine counts the days to when it was scanned, not to when it was sent', async () => {
    const { sku } = await lentAt();
    const scanned = new Date('2026-12-17T03:30:00Z'); // 09:00 on the 17th: two days late
    const back = await giveBack(sku, new Date('2026-12-20T04:30:00Z'), scanned);
    expect(back.loan.returnDate).toEqual(scanned);
    expect(back.fine).toMatchObject({ daysLate: 2, amount: 20 });
  });

  it('from a device clock ahead of the server: returned now, never in the future', async () => {
    const { sku } = await lentAt();
    const now = at(DUE, 2 * HOUR);
    const back = await giveBack(sku, now, at(now, 3 * HOUR));
    expect(back.loan.returnDate).toEqual(now);
    expect(back.fine).toMatchObject({ daysLate: 1 });
  });

  it('before the loan was lent (clocks that disagree): returned at the server’s time', async () => {
    const { sku, loan } = await lentAt();
    const now = at(NOW, 2 * HOUR);
    const back = await giveBack(sku, now, at(loan.checkoutDate, -HOUR));
    expect(back.loan.returnDate).toEqual(now);
    expect(back.handed).toMatchObject({ scannedAt: at(loan.checkoutDate, -HOUR), receivedAt: now });
    // The very moment it was lent is not before it.
    const same = await lentAt();
    const exact = await giveBack(same.sku, now, same.loan.checkoutDate);
    expect(exact.loan.returnDate).toEqual(same.loan.checkoutDate);
  });

  it('more than a week old: returned at the server’s time; a week to the millisecond is believed', async () => {
    const now = new Date('2026-12-22T04:30:00Z'); // seven days after the due day
    const stale = await lentAt();
    const old = await giveBack(stale.sku, now, at(now, -7 * DAY - 1));
    expect(old.loan.returnDate).toEqual(now);
    expect(old.fine).toMatchObject({ daysLate: 7, amount: 70 });
    const edge = await lentAt();
    const week = await giveBack(edge.sku, now, at(now, -7 * DAY));
    expect(week.loan.returnDate).toEqual(at(now, -7 * DAY));
    expect(week.fine).toBeNull();
  });

  it('sets the copy aside for a hold from when it came back, with the days to collect it from now', async () => {
    const { sku, bookId } = await lentAt();
    const holder = await member();
    const placed = await placeHold(t.db, {
      member: { memberNumber: holder.memberNumber },
      bookId,
      pickupBranchId: 'JPL',
      actor: null,
      byStaff: true,
      now: NOW,
      audit: noAudit,
    });
    expect(placed.outcome).toBe('placed');
    const scanned = new Date('2026-12-10T05:00:00Z');
    const sent = new Date('2026-12-12T05:00:00Z'); // 10:30 on Saturday 12 December
    const back = await giveBack(sku, sent, scanned);
    expect(back.heldFor).toMatchObject({ memberNumber: holder.memberNumber });
    const hold = await t.db
      .selectFrom('holds')
      .select(['status', 'readyAt', 'expiresAt'])
      .where('memberId', '=', holder.id)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({
      status: 'ready',
      readyAt: scanned,
      // Seven library days from the 12th, when the member is told: the end of the 19th.
      expiresAt: new Date('2026-12-19T18:29:59.999Z'),
    });
  });

  it('sent again with its client id, answers the first return whatever the time it is sent', async () => {
    const { sku, bookId } = await lentAt();
    const holder = await member();
    await placeHold(t.db, {
      member: { memberNumber: holder.memberNumber },
      bookId,
      pickupBranchId: 'JPL',
      actor: null,
      byStaff: true,
      now: NOW,
      audit: noAudit,
    });
    const clientId = randomUUID();
    const scanned = at(DUE, 30 * HOUR); // 05:30 on the 17th: two days late
    const first = await giveBack(sku, at(DUE, 40 * HOUR), scanned, clientId);
    const again = await giveBack(sku, at(DUE, 60 * HOUR), scanned, clientId);
    expect(first).toMatchObject({ replayed: false, fine: { daysLate: 2, amount: 20 } });
    expect(again).toMatchObject({ replayed: true, fine: first.fine, loan: first.loan });
    expect(again.heldFor).toEqual({ ...first.heldFor, messageId: null });
    expect(again.loan.returnDate).toEqual(scanned);
    const fines = await t.db
      .selectFrom('fines')
      .select('id')
      .where('loanId', '=', first.loan.id)
      .execute();
    expect(fines).toHaveLength(1);
  });
});

describe('a lend scanned while the desk was offline', () => {
  async function lend(now: Date, scannedAt?: Date, clientId?: string) {
    const copy = await shelved();
    const borrower = await member();
    const handed: LoanMade[] = [];
    const audit: DraftAudit<LoanMade> = (made) => {
      handed.push(made);
      return null;
    };
    const request = { memberNumber: borrower.memberNumber, sku: copy.sku, clientId, actor: null };
    const result = await lendCopy(t.db, { ...request, scannedAt, now, audit });
    if (result.outcome !== 'lent') throw new Error(`not lent: ${result.outcome}`);
    return { ...result, handed: handed[0]!, request, copy };
  }

  it('starts and falls due from when the member took the book', async () => {
    const scanned = at(NOW, -2 * DAY); // 10:00 on 29 November
    const lent = await lend(NOW, scanned);
    expect(lent.loan.checkoutDate).toEqual(scanned);
    // Fourteen days from the 29th: the end of 13 December, not of the 15th.
    expect(lent.loan.dueDate).toEqual(new Date('2026-12-13T18:29:59.999Z'));
    expect(lent.handed).toMatchObject({ scannedAt: scanned, receivedAt: NOW });
    // Its return, scanned on the same device after it, keeps its own time.
    const back = await giveBack(lent.copy.sku, NOW, at(scanned, HOUR));
    expect(back.loan.returnDate).toEqual(at(scanned, HOUR));
  });

  it('from a clock ahead, or more than a week old, starts at the server’s time', async () => {
    for (const scanned of [at(NOW, HOUR), at(NOW, -8 * DAY)]) {
      const lent = await lend(NOW, scanned);
      expect(lent.loan.checkoutDate).toEqual(NOW);
      expect(lent.loan.dueDate).toEqual(DUE);
    }
  });

  it('sent again with its client id, answers the loan it made', async () => {
    const scanned = at(NOW, -DAY);
    const lent = await lend(NOW, scanned, randomUUID());
    const again = await lendCopy(t.db, {
      ...lent.request,
      scannedAt: scanned,
      now: at(NOW, HOUR),
      audit: noAudit,
    });
    expect(again).toEqual({ outcome: 'replayed', loan: lent.loan });
  });
});
