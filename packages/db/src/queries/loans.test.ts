import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { countRows, createTestDatabase, noAudit, type TestDatabase } from '../testing';
import type { DraftAudit } from './audit';
import { insertUser } from './auth';
import * as loans from './loans';
import type { LoanMade, LoanRenewed, LoanReturned } from './loans';
import * as loanSettings from './loans-settings';
import * as members from './members';

// The contract drafts the real entries (api-contract's routers/audit-desk.test.ts); these
// stand-ins show where the queries write them: once per change, in its transaction.
const draft: {
  lent: DraftAudit<LoanMade>;
  returned: DraftAudit<LoanReturned>;
  renewed: DraftAudit<LoanRenewed>;
} = {
  lent: (c) => ({ kind: 'loans.lend', entity: 'loan', entityId: c.loan.id, changes: {} }),
  returned: (c) => ({ kind: 'loans.return', entity: 'loan', entityId: c.loan.id, changes: {} }),
  renewed: (c) => ({ kind: 'loans.renew', entity: 'loan', entityId: c.loanId, changes: {} }),
};

type Undrafted<T> = Omit<T, 'audit'>;
const lendCopy = (db: Db, request: Undrafted<loans.LendRequest>) =>
  loans.lendCopy(db, { ...request, audit: draft.lent });
const returnCopy = (db: Db, request: Undrafted<Parameters<typeof loans.returnCopy>[1]>) =>
  loans.returnCopy(db, { ...request, audit: draft.returned });
const renewLoan = (db: Db, request: Undrafted<Parameters<typeof loans.renewLoan>[1]>) =>
  loans.renewLoan(db, { ...request, audit: draft.renewed });
const updateLoanSettings = (
  db: Db,
  changes: Parameters<typeof loanSettings.updateLoanSettings>[1],
  options: Undrafted<Parameters<typeof loanSettings.updateLoanSettings>[2]>,
) => loanSettings.updateLoanSettings(db, changes, { ...options, audit: noAudit });
const createMember = (
  db: Db,
  fields: members.MemberFields,
  options: Undrafted<Parameters<typeof members.createMember>[2]>,
) => members.createMember(db, fields, { ...options, audit: noAudit });
const updateMember = (
  db: Db,
  id: number,
  changes: members.MemberChanges,
  options: Undrafted<Parameters<typeof members.updateMember>[3]>,
) => members.updateMember(db, id, changes, { ...options, audit: noAudit });

let t: TestDatabase;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'desk@loans.test',
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
async function member(status: 'active' | 'suspended' = 'active') {
  const created = await createMember(
    t.db,
    { fullName: `Reader ${++memberCount}`, phone: '021 222 3333', email: null, branchId: 'JPL' },
    { numberFor: (n) => `T${String(n).padStart(6, '0')}`, actor, now: NOW },
  );
  if (status === 'suspended') {
    await updateMember(t.db, created.id, { status: 'suspended' }, { actor, now: NOW });
  }
  return created;
}

let copyCount = 0;
async function copy(status: 'AWAITING_REVIEW' | 'VERIFIED' | 'ARCHIVED' = 'VERIFIED') {
  const n = ++copyCount;
  return t.db
    .insertInto('bookInventory')
    .values({
      sku: `JPL-LOANTEST-${String(n).padStart(3, '0')}`,
      title: `Loan test title ${n}`,
      author: 'A. Writer',
      category: 'History',
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function copyStatus(sku: string) {
  return (
    await t.db
      .selectFrom('bookInventory')
      .select('status')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow()
  ).status;
}

const auditKinds = async (entityId: number) =>
  (
    await t.db
      .selectFrom('auditLog')
      .select('kind')
      .where('entity', '=', 'loan')
      .where('entityId', '=', String(entityId))
      .orderBy('id')
      .execute()
  ).map((row) => row.kind);

describe('a copy goes VERIFIED → ON_LOAN → VERIFIED', () => {
  it('lends a verified copy, due at the end of the library day 14 days on, and audits it', async () => {
    const m = await member();
    const c = await copy();
    const result = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      actor,
      now: NOW,
    });
    expect(result.outcome).toBe('lent');
    if (result.outcome !== 'lent') return;
    // 15 December, 23:59:59.999 in Jaffna (UTC+05:30).
    expect(result.loan.dueDate.toISOString()).toBe('2026-12-15T18:29:59.999Z');
    expect(result.loan).toMatchObject({
      status: 'active',
      renewals: 0,
      daysLate: 0,
      overdue: false,
      member: { id: m.id, memberNumber: m.memberNumber },
      copy: { id: c.id, sku: c.sku, title: c.title },
      branchId: 'JPL',
    });
    expect(await copyStatus(c.sku)).toBe('ON_LOAN');
    // Lending put the copy on a title of the public collection.
    const book = await t.db
      .selectFrom('books')
      .selectAll()
      .where('id', '=', result.loan.bookId)
      .executeTakeFirstOrThrow();
    expect(book).toMatchObject({ title: c.title, author: 'A. Writer', genre: 'history' });
    expect(await auditKinds(result.loan.id)).toEqual(['loans.lend']);

    const returned = await returnCopy(t.db, {
      sku: c.sku,
      actor,
      now: new Date(NOW.getTime() + DAY),
    });
    expect(returned.outcome).toBe('returned');
    if (returned.outcome !== 'returned') return;
    expect(returned.loan.status).toBe('returned');
    expect(returned.loan.returnDate?.getTime()).toBe(NOW.getTime() + DAY);
    expect(await copyStatus(c.sku)).toBe('VERIFIED');
    expect(await auditKinds(result.loan.id)).toEqual(['loans.lend', 'loans.return']);

    // Back on the shelf, it can go out again.
    const again = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      actor,
      now: NOW,
    });
    expect(again.outcome).toBe('lent');
  });

  it('refuses a copy on loan, archived or awaiting review, saying which, and changes nothing', async () => {
    const m = await member();
    const onLoan = await copy();
    await lendCopy(t.db, { memberNumber: m.memberNumber, sku: onLoan.sku, actor, now: NOW });
    const archived = await copy('ARCHIVED');
    const awaiting = await copy('AWAITING_REVIEW');
    const loansBefore = await countRows(t.db, 'loans');
    for (const [c, status] of [
      [onLoan, 'ON_LOAN'],
      [archived, 'ARCHIVED'],
      [awaiting, 'AWAITING_REVIEW'],
    ] as const) {
      const result = await lendCopy(t.db, {
        memberNumber: m.memberNumber,
        sku: c.sku,
        actor,
        now: NOW,
      });
      expect(result).toEqual({ outcome: 'refused', reason: 'COPY_NOT_AVAILABLE', status });
      expect(await copyStatus(c.sku)).toBe(status);
    }
    expect(
      await lendCopy(t.db, {
        memberNumber: m.memberNumber,
        sku: 'JPL-NO-SUCH-001',
        actor,
        now: NOW,
      }),
    ).toEqual({ outcome: 'refused', reason: 'COPY_NOT_FOUND' });
    expect(await countRows(t.db, 'loans')).toBe(loansBefore);
  });

  it('refuses a suspended member or an unknown number, leaving the copy on the shelf', async () => {
    const suspended = await member('suspended');
    const c = await copy();
    expect(
      await lendCopy(t.db, { memberNumber: suspended.memberNumber, sku: c.sku, actor, now: NOW }),
    ).toEqual({ outcome: 'refused', reason: 'MEMBER_SUSPENDED' });
    expect(await lendCopy(t.db, { memberNumber: 'T999999', sku: c.sku, actor, now: NOW })).toEqual({
      outcome: 'refused',
      reason: 'MEMBER_NOT_FOUND',
    });
    expect(await copyStatus(c.sku)).toBe('VERIFIED');
    // Re-activated, the same member may borrow again.
    await updateMember(t.db, suspended.id, { status: 'active' }, { actor, now: NOW });
    expect(
      (await lendCopy(t.db, { memberNumber: suspended.memberNumber, sku: c.sku, actor, now: NOW }))
        .outcome,
    ).toBe('lent');
  });

  it('returns a copy once: the second return changes nothing and says it was not on loan', async () => {
    const m = await member();
    const c = await copy();
    const lent = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      actor,
      now: NOW,
    });
    if (lent.outcome !== 'lent') throw new Error('not lent');
    const first = await returnCopy(t.db, { sku: c.sku, actor, now: NOW });
    expect(first.outcome).toBe('returned');
    const audits = await countRows(t.db, 'auditLog');
    const loanAfterFirst = await t.db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', lent.loan.id)
      .executeTakeFirstOrThrow();
    const second = await returnCopy(t.db, {
      sku: c.sku,
      actor,
      now: new Date(NOW.getTime() + DAY),
    });
    expect(second).toMatchObject({ outcome: 'not-on-loan', status: 'VERIFIED' });
    if (second.outcome === 'not-on-loan') expect(second.loan?.id).toBe(lent.loan.id);
    expect(
      await t.db.selectFrom('loans').selectAll().where('id', '=', lent.loan.id).executeTakeFirst(),
    ).toEqual(loanAfterFirst);
    expect(await countRows(t.db, 'auditLog')).toBe(audits);
    expect(await returnCopy(t.db, { sku: 'JPL-NO-SUCH-002', actor, now: NOW })).toEqual({
      outcome: 'missing',
    });
  });
});

describe('never two loans of one copy', () => {
  it('two desks lending the same copy at the same instant: one loan, one refusal', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await member(), await member()];
      const c = await copy();
      const results = await Promise.all([
        lendCopy(t.db, { memberNumber: a.memberNumber, sku: c.sku, actor, now: NOW }),
        lendCopy(t.db, { memberNumber: b.memberNumber, sku: c.sku, actor, now: NOW }),
      ]);
      expect(results.map((r) => r.outcome).sort()).toEqual(['lent', 'refused']);
      expect(results.find((r) => r.outcome === 'refused')).toMatchObject({
        reason: 'COPY_NOT_AVAILABLE',
      });
      const active = await t.db
        .selectFrom('loans')
        .select('memberId')
        .where('inventoryId', '=', c.id)
        .where('status', '=', 'active')
        .execute();
      expect(active).toHaveLength(1);
    }
  });

  it('the database itself refuses a second active loan of a copy', async () => {
    const m = await member();
    const c = await copy();
    const lent = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      actor,
      now: NOW,
    });
    if (lent.outcome !== 'lent') throw new Error('not lent');
    await expect(
      t.db
        .insertInto('loans')
        .values({
          bookId: lent.loan.bookId,
          memberId: m.id,
          inventoryId: c.id,
          dueDate: NOW,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'loans_one_active_per_copy_idx' });
  });
});

describe('a lending scan sent again with the same client id', () => {
  it('is applied once, and the repeat answers the same loan', async () => {
    const m = await member();
    const c = await copy();
    const clientId = randomUUID();
    const first = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      clientId,
      actor,
      now: NOW,
    });
    const again = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      clientId,
      actor,
      now: new Date(NOW.getTime() + 60_000),
    });
    expect(first.outcome).toBe('lent');
    expect(again.outcome).toBe('replayed');
    if (first.outcome === 'refused' || again.outcome === 'refused') return;
    expect(again.loan).toEqual(first.loan);
    expect(await auditKinds(first.loan.id)).toEqual(['loans.lend']);
  });

  it('belongs to the loan’s member, copy and desk: reused for any other, it is refused and shows nothing', async () => {
    const m = await member();
    const c = await copy();
    const clientId = randomUUID();
    const first = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      clientId,
      actor,
      now: NOW,
    });
    expect(first.outcome).toBe('lent');
    const otherDesk = await insertUser(t.db, {
      email: 'other-desk@loans.test',
      passwordHash: 'unusable',
      role: 'librarian',
    });
    const [otherMember, otherCopy] = [await member(), await copy()];
    for (const reuse of [
      { memberNumber: otherMember.memberNumber, sku: c.sku, actor },
      { memberNumber: m.memberNumber, sku: otherCopy.sku, actor },
      { memberNumber: otherMember.memberNumber, sku: otherCopy.sku, actor },
      {
        memberNumber: m.memberNumber,
        sku: c.sku,
        actor: { id: otherDesk!.id, email: otherDesk!.email },
      },
    ]) {
      const again = await lendCopy(t.db, { ...reuse, clientId, now: NOW });
      expect(again, JSON.stringify(reuse)).toEqual({
        outcome: 'refused',
        reason: 'CLIENT_ID_TAKEN',
      });
    }
    // Nothing was lent under the reused id: the other copy is still on the shelf.
    expect(await copyStatus(otherCopy.sku)).toBe('VERIFIED');
  });

  it('sent twice at the same instant, still makes one loan and both answers name it', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await member();
      const c = await copy();
      const clientId = randomUUID();
      const send = () =>
        lendCopy(t.db, { memberNumber: m.memberNumber, sku: c.sku, clientId, actor, now: NOW });
      const results = await Promise.all([send(), send()]);
      expect(results.map((r) => r.outcome).sort()).toEqual(['lent', 'replayed']);
      const ids = results.map((r) => (r.outcome === 'refused' ? null : r.loan.id));
      expect(ids[0]).toBe(ids[1]);
      expect(
        await t.db.selectFrom('loans').select('id').where('inventoryId', '=', c.id).execute(),
      ).toHaveLength(1);
    }
  });
});

describe('renewing', () => {
  it('moves the due date to the loan period after today, up to the renewal limit', async () => {
    const m = await member();
    const c = await copy();
    const lent = await lendCopy(t.db, {
      memberNumber: m.memberNumber,
      sku: c.sku,
      actor,
      now: NOW,
    });
    if (lent.outcome !== 'lent') throw new Error('not lent');
    const renewals = async () =>
      (
        await t.db
          .selectFrom('loans')
          .select(['renewals', 'dueDate'])
          .where('id', '=', lent.loan.id)
          .executeTakeFirstOrThrow()
      ).renewals;
    // On the day of lending a renewal would leave the due date where it is: refused, not spent.
    expect(await renewLoan(t.db, { id: lent.loan.id, actor, now: NOW })).toEqual({
      outcome: 'too-early',
    });
    expect(await renewals()).toBe(0);
    const later = new Date(NOW.getTime() + 10 * DAY); // 11 December
    const renewed = await renewLoan(t.db, { id: lent.loan.id, actor, now: later });
    expect(renewed.outcome).toBe('renewed');
    if (renewed.outcome !== 'renewed') return;
    // 11 + 14 = 25 December, end of the day in Jaffna.
    expect(renewed.loan.dueDate.toISOString()).toBe('2026-12-25T18:29:59.999Z');
    expect(renewed.loan.renewals).toBe(1);
    // A second tap the same day (even hours later) spends nothing either.
    const evening = new Date(later.getTime() + 8 * 60 * 60 * 1000);
    expect(await renewLoan(t.db, { id: lent.loan.id, actor, now: evening })).toEqual({
      outcome: 'too-early',
    });
    expect(await renewals()).toBe(1);
    // The next day it moves on by a day.
    const nextDay = new Date(later.getTime() + DAY);
    const again = await renewLoan(t.db, { id: lent.loan.id, actor, now: nextDay });
    expect(again.outcome === 'renewed' && again.loan.dueDate.toISOString()).toBe(
      '2026-12-26T18:29:59.999Z',
    );
    const { maxRenewals } = await loanSettings.getLoanSettings(t.db);
    expect(maxRenewals).toBe(2);
    const weekLater = new Date(later.getTime() + 7 * DAY);
    expect(await renewLoan(t.db, { id: lent.loan.id, actor, now: weekLater })).toEqual({
      outcome: 'limit-reached',
      maxRenewals: 2,
    });
    expect(await auditKinds(lent.loan.id)).toEqual(['loans.lend', 'loans.renew', 'loans.renew']);
  });

  it('refuses a returned loan, a suspended member and an unknown loan', async () => {
    const m = await member();
    const [c1, c2] = [await copy(), await copy()];
    const l1 = await lendCopy(t.db, { memberNumber: m.memberNumber, sku: c1.sku, actor, now: NOW });
    const l2 = await lendCopy(t.db, { memberNumber: m.memberNumber, sku: c2.sku, actor, now: NOW });
    if (l1.outcome !== 'lent' || l2.outcome !== 'lent') throw new Error('not lent');
    await returnCopy(t.db, { sku: c1.sku, actor, now: NOW });
    expect(await renewLoan(t.db, { id: l1.loan.id, actor, now: NOW })).toEqual({
      outcome: 'not-active',
    });
    await updateMember(t.db, m.id, { status: 'suspended' }, { actor, now: NOW });
    expect(await renewLoan(t.db, { id: l2.loan.id, actor, now: NOW })).toEqual({
      outcome: 'member-suspended',
    });
    expect(await renewLoan(t.db, { id: 999_999, actor, now: NOW })).toEqual({ outcome: 'missing' });
  });

  it('uses the loan period the settings hold', async () => {
    await updateLoanSettings(t.db, { loanPeriodDays: 7 }, { actor, now: NOW });
    try {
      const m = await member();
      const c = await copy();
      const lent = await lendCopy(t.db, {
        memberNumber: m.memberNumber,
        sku: c.sku,
        actor,
        now: NOW,
      });
      expect(lent.outcome === 'lent' && lent.loan.dueDate.toISOString()).toBe(
        '2026-12-08T18:29:59.999Z',
      );
    } finally {
      await updateLoanSettings(t.db, { loanPeriodDays: 14 }, { actor, now: NOW });
    }
  });
});
