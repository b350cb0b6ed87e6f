import { randomUUID } from 'node:crypto';
import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';
import { TEST_PUBLIC_ORIGIN } from '../testing/fake-services';

let t: TestDatabase;
let desk: TestContext;
const DAY = 24 * 60 * 60 * 1000;
// 09:30 in Jaffna, 1 December 2026.
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian', now: NOW });
});
afterAll(() => t.destroy());

let n = 0;
const member = (fields: { email?: string } = {}) =>
  desk.caller.members.create({
    fullName: `Borrower ${++n}`,
    phone: '0771234567',
    branchId: 'JPL',
    ...fields,
  });

/** A copy on the shelf, as the scanner and a review leave one. */
async function shelvedCopy(status: 'VERIFIED' | 'AWAITING_REVIEW' | 'ARCHIVED' = 'VERIFIED') {
  const copy = await t.db
    .insertInto('bookInventory')
    .values({ sku: `JPL-DESK-${String(++n).padStart(4, '0')}`, title: `Desk copy ${n}`, status })
    .returning(['id', 'sku'])
    .executeTakeFirstOrThrow();
  return copy;
}

const labelUrl = (sku: string) => `${TEST_PUBLIC_ORIGIN}/items/${sku}`;

describe('lending at the desk', () => {
  it('lends a copy scanned by its label, due the loan period later, and says so', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    const loan = await desk.caller.loans.lendCopy({
      memberNumber: m.memberNumber.toLowerCase(),
      sku: labelUrl(copy.sku),
    });
    expect(loan).toMatchObject({
      status: 'active',
      replayed: false,
      member: { memberNumber: m.memberNumber },
      copy: { sku: copy.sku },
    });
    // 15 December, end of the day in Jaffna.
    expect(loan.dueDate.toISOString()).toBe('2026-12-15T18:29:59.999Z');
    const { status } = await t.db
      .selectFrom('bookInventory')
      .select('status')
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('ON_LOAN');
  });

  it('refuses with the reason in the desk’s language: on loan, archived, awaiting review', async () => {
    const m = await member();
    const out = await shelvedCopy();
    await desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: out.sku });
    const archived = await shelvedCopy('ARCHIVED');
    const waiting = await shelvedCopy('AWAITING_REVIEW');
    const tamil = await createTestContext(t.db, { user: desk.user, language: 'ta', now: NOW });
    const sinhala = await createTestContext(t.db, { user: desk.user, language: 'si', now: NOW });
    const loans = await countRows(t.db, 'loans');
    const onLoan = await desk.refusal(
      desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: out.sku }),
    );
    expect(onLoan).toMatchObject({ httpStatus: 409, appCode: 'COPY_NOT_AVAILABLE' });
    expect(onLoan.message).toMatch(/already on loan/);
    const gone = await tamil.refusal(
      tamil.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: archived.sku }),
    );
    expect(gone.message).toContain('காப்பகப்படுத்தப்பட்டது');
    const notReviewed = await sinhala.refusal(
      sinhala.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: waiting.sku }),
    );
    expect(notReviewed.message).toContain('සමාලෝචනය');
    const unknown = await desk.refusal(
      desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: 'jpl-nothing-001' }),
    );
    expect(unknown).toMatchObject({ httpStatus: 404, appCode: 'COPY_NOT_FOUND' });
    expect(unknown.message).toContain('JPL-NOTHING-001');
    expect(await countRows(t.db, 'loans')).toBe(loans);
  });

  it('refuses a suspended member with MEMBER_SUSPENDED', async () => {
    const m = await member();
    await desk.caller.members.update({ id: m.id, status: 'suspended' });
    const copy = await shelvedCopy();
    const refusal = await desk.refusal(
      desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: copy.sku }),
    );
    expect(refusal).toMatchObject({ httpStatus: 409, appCode: 'MEMBER_SUSPENDED' });
  });

  it('two desks lending one copy at once: one loan, one refusal', async () => {
    const other = await createTestContext(t.db, { role: 'librarian', now: NOW });
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await member(), await member()];
      const copy = await shelvedCopy();
      const results = await Promise.allSettled([
        desk.caller.loans.lendCopy({ memberNumber: a.memberNumber, sku: copy.sku }),
        other.caller.loans.lendCopy({ memberNumber: b.memberNumber, sku: copy.sku }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected')!;
      const refusal = await desk.refusal(Promise.reject(rejected.reason));
      expect(refusal.appCode).toBe('COPY_NOT_AVAILABLE');
    }
  });

  it('a scan re-sent with the same client id is applied once and answers the same loan', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    const scan = { memberNumber: m.memberNumber, sku: copy.sku, clientId: randomUUID() };
    const [first, again] = await Promise.all([
      desk.caller.loans.lendCopy(scan),
      desk.caller.loans.lendCopy(scan),
    ]);
    expect([first.replayed, again.replayed].sort()).toEqual([false, true]);
    expect(again.id).toBe(first.id);
    const later = await desk.caller.loans.lendCopy(scan);
    expect(later).toMatchObject({ id: first.id, replayed: true });
    expect(
      await t.db.selectFrom('loans').select('id').where('inventoryId', '=', copy.id).execute(),
    ).toHaveLength(1);
  });
});

describe('returning and renewing', () => {
  it('returns once; the second scan of the same copy changes nothing', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    const loan = await desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: copy.sku });
    const first = await desk.caller.loans.returnCopy({ sku: labelUrl(copy.sku) });
    expect(first).toMatchObject({ returned: true, copyStatus: 'VERIFIED', loan: { id: loan.id } });
    const audits = await countRows(t.db, 'auditLog');
    const second = await desk.caller.loans.returnCopy({ sku: copy.sku });
    expect(second).toMatchObject({
      returned: false,
      copyStatus: 'VERIFIED',
      loan: { id: loan.id, status: 'returned' },
    });
    expect(await countRows(t.db, 'auditLog')).toBe(audits);
    expect(await desk.refusal(desk.caller.loans.returnCopy({ sku: 'JPL-NONE-9' }))).toMatchObject({
      httpStatus: 404,
      appCode: 'COPY_NOT_FOUND',
    });
  });

  it('a return re-sent with the same client id answers the first return, even once the copy is out again', async () => {
    const [m, next] = [await member(), await member()];
    const copy = await shelvedCopy();
    const loan = await desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: copy.sku });
    const clientId = randomUUID();
    const first = await desk.caller.loans.returnCopy({ sku: copy.sku, clientId });
    expect(first).toMatchObject({ returned: true, replayed: false, loan: { id: loan.id } });
    const again = await desk.caller.loans.lendCopy({
      memberNumber: next.memberNumber,
      sku: copy.sku,
    });
    const repeat = await desk.caller.loans.returnCopy({ sku: copy.sku, clientId });
    expect(repeat).toEqual({ ...first, replayed: true });
    expect((await desk.caller.loans.list({ memberId: next.id, status: 'active' })).items).toEqual([
      expect.objectContaining({ id: again.id }),
    ]);
    const other = await shelvedCopy();
    await desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: other.sku });
    expect(
      await desk.refusal(desk.caller.loans.returnCopy({ sku: other.sku, clientId })),
    ).toMatchObject({ httpStatus: 409, appCode: 'CLIENT_ID_TAKEN' });
  });

  it('renews up to the limit the settings hold; a super admin changes the rules', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    const loan = await desk.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku: copy.sku });
    // On the day of lending a renewal would not move the due date: refused, nothing spent.
    const early = await desk.refusal(desk.caller.loans.renewLoan({ id: loan.id }));
    expect(early).toMatchObject({ httpStatus: 409, appCode: 'RENEWAL_TOO_EARLY' });
    const onDay = (days: number) =>
      createTestContext(t.db, { user: desk.user, now: new Date(NOW.getTime() + days * DAY) });
    const renewed = await (await onDay(3)).caller.loans.renewLoan({ id: loan.id });
    expect(renewed.renewals).toBe(1);
    await (await onDay(4)).caller.loans.renewLoan({ id: loan.id });
    const limit = await desk.refusal((await onDay(5)).caller.loans.renewLoan({ id: loan.id }));
    expect(limit).toMatchObject({ httpStatus: 409, appCode: 'RENEWAL_LIMIT_REACHED' });
    expect(limit.message).toContain('(2)');

    expect(await desk.refusal(desk.caller.loans.updateSettings({ maxRenewals: 3 }))).toMatchObject({
      httpStatus: 403,
      appCode: 'FORBIDDEN',
    });
    const admin = await createTestContext(t.db, { role: 'super_admin', now: NOW });
    expect(await admin.caller.loans.updateSettings({ maxRenewals: 3 })).toMatchObject({
      maxRenewals: 3,
      loanPeriodDays: 14,
    });
    expect((await (await onDay(5)).caller.loans.renewLoan({ id: loan.id })).renewals).toBe(3);
    await admin.caller.loans.updateSettings({ maxRenewals: 2 });

    await desk.caller.loans.returnCopy({ sku: copy.sku });
    expect(await desk.refusal(desk.caller.loans.renewLoan({ id: loan.id }))).toMatchObject({
      httpStatus: 409,
      appCode: 'LOAN_NOT_ACTIVE',
    });
    expect(await desk.refusal(desk.caller.loans.renewLoan({ id: 999_999 }))).toMatchObject({
      httpStatus: 404,
    });
  });
});

describe('overdue loans and a patron’s own loans', () => {
  it('lists overdue loans oldest first once the clock passes the due date', async () => {
    const fresh = await createTestDatabase({ seeded: true });
    try {
      const lender = await createTestContext(fresh.db, { role: 'librarian', now: NOW });
      const m = await lender.caller.members.create({
        fullName: 'Late Reader',
        phone: '0770000000',
        branchId: 'JPL',
      });
      for (const [i, lentAt] of [NOW, new Date(NOW.getTime() - 3 * DAY)].entries()) {
        const sku = `JPL-LATE-00${i}`;
        await fresh.db
          .insertInto('bookInventory')
          .values({ sku, title: `Late ${i}`, status: 'VERIFIED' })
          .execute();
        const at = await createTestContext(fresh.db, { user: lender.user, now: lentAt });
        await at.caller.loans.lendCopy({ memberNumber: m.memberNumber, sku });
      }
      const today = await lender.caller.loans.list({ status: 'overdue' });
      expect(today.total).toBe(0);
      const later = await createTestContext(fresh.db, {
        user: lender.user,
        now: new Date(NOW.getTime() + 20 * DAY),
      });
      const overdue = await later.caller.loans.list({ status: 'overdue' });
      expect(overdue.items.map((l) => [l.copy.sku, l.daysLate])).toEqual([
        ['JPL-LATE-001', 9],
        ['JPL-LATE-000', 6],
      ]);
      expect(await later.caller.dashboard.stats()).toMatchObject({
        activeLoans: 2,
        overdueBooks: 2,
      });
    } finally {
      await fresh.destroy();
    }
  });

  it('a patron sees only their own loans', async () => {
    const mine = await member({ email: `mine-${randomUUID()}@example.lk` });
    const theirs = await member();
    const [c1, c2] = [await shelvedCopy(), await shelvedCopy()];
    await desk.caller.loans.lendCopy({ memberNumber: mine.memberNumber, sku: c1.sku });
    await desk.caller.loans.lendCopy({ memberNumber: theirs.memberNumber, sku: c2.sku });
    await desk.caller.members.createPasswordLink({ id: mine.id });
    const { userId } = await t.db
      .selectFrom('members')
      .select('userId')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    const patron = await createTestContext(t.db, {
      user: { id: userId!, email: 'x@example.lk', displayName: null, role: 'patron' },
      now: NOW,
    });
    const page = await patron.caller.loans.mine();
    expect(page.items.map((l) => l.copy.sku)).toEqual([c1.sku]);
    expect(page.total).toBe(1);
    // An account that is no member has no loans; staff lists are not theirs to read.
    const stranger = await createTestContext(t.db, { role: 'patron' });
    expect(await stranger.caller.loans.mine()).toMatchObject({ items: [], total: 0 });
    expect(await stranger.refusal(stranger.caller.loans.list({}))).toMatchObject({
      httpStatus: 403,
    });
  });
});

describe('a scan sent after it was made (the desk offline)', () => {
  const entry = async (kind: string, loanId: number) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select(['at', 'changes'])
        .where('kind', '=', kind)
        .where('entityId', '=', String(loanId))
        .executeTakeFirstOrThrow()
    ).changes;

  it('counts a lend and a return from their scans, and the audit trail keeps both times', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    // Lent at 09:30 on 28 November, on a desk without a connection; sent on 1 December.
    const lentAt = new Date(NOW.getTime() - 3 * DAY);
    const loan = await desk.caller.loans.lendCopy({
      memberNumber: m.memberNumber,
      sku: copy.sku,
      // As REST sends it: ISO 8601 with the offset of the desk's clock.
      scannedAt: '2026-11-28T09:30:00+05:30',
    });
    expect(loan.checkoutDate).toEqual(lentAt);
    expect(loan.dueDate.toISOString()).toBe('2026-12-12T18:29:59.999Z');
    expect(await entry('loans.lend', loan.id)).toMatchObject({
      checkoutDate: [null, lentAt.toISOString()],
      scannedAt: [null, lentAt.toISOString()],
      receivedAt: [null, NOW.toISOString()],
    });
    // Returned an hour before the server heard of it (a Date, as the desk sends it over tRPC).
    const backAt = new Date(NOW.getTime() - 60 * 60 * 1000);
    const back = await desk.caller.loans.returnCopy({ sku: copy.sku, scannedAt: backAt });
    expect(back.loan?.returnDate).toEqual(backAt);
    expect(await entry('loans.return', loan.id)).toMatchObject({
      returnDate: [null, backAt.toISOString()],
      scannedAt: [null, backAt.toISOString()],
      receivedAt: [null, NOW.toISOString()],
    });
  });

  it('keeps one time when the scan was sent as it was made, and the server’s when the desk’s is ahead', async () => {
    const m = await member();
    const copy = await shelvedCopy();
    const justNow = new Date(NOW.getTime() - 2000);
    const loan = await desk.caller.loans.lendCopy({
      memberNumber: m.memberNumber,
      sku: copy.sku,
      scannedAt: justNow,
    });
    expect(loan.checkoutDate).toEqual(justNow);
    const lent = await entry('loans.lend', loan.id);
    expect(lent).not.toHaveProperty('scannedAt');
    expect(lent).not.toHaveProperty('checkoutDate');
    const ahead = new Date(NOW.getTime() + DAY);
    const back = await desk.caller.loans.returnCopy({ sku: copy.sku, scannedAt: ahead });
    expect(back.loan?.returnDate).toEqual(NOW);
    expect(await entry('loans.return', loan.id)).toMatchObject({
      returnDate: [null, NOW.toISOString()],
      scannedAt: [null, ahead.toISOString()],
      receivedAt: [null, NOW.toISOString()],
    });
  });

  it('refuses a time that is not ISO 8601 with its offset', async () => {
    const copy = await shelvedCopy();
    for (const scannedAt of ['yesterday', '2026-12-01T09:30:00', '']) {
      expect(
        await desk.refusal(desk.caller.loans.returnCopy({ sku: copy.sku, scannedAt })),
      ).toMatchObject({ httpStatus: 400, appCode: 'INVALID_INPUT' });
    }
  });
});
