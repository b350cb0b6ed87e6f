import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../library-time';
import { createTestDatabase, type TestDatabase } from '../testing';

/**
 * `loan_days` (migration 2026_11_30_140000) is kept by triggers on every change to `loans`. After
 * any sequence of lends (one or many per statement), returns, renewals, losses, moves between
 * branches, edits that change nothing counted, and deletions, it must hold what counting the
 * loans afresh gives. The fresh count is written here in TypeScript, apart from the SQL.
 */
let t: TestDatabase;
let bookId: number;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  bookId = (await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.destroy());

interface LoanRow {
  checkoutDate: Date;
  dueDate: Date;
  returnDate: Date | null;
  status: 'active' | 'returned' | 'lost';
  branchId: string | null;
}

const libraryDay = (instant: Date) => {
  const { year, month, day } = wallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The counts per library day and branch, from the loans as they are. */
function countAfresh(loans: LoanRow[]): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const add = (at: Date, branch: string | null, index: number) => {
    const key = `${libraryDay(at)} ${branch ?? '-'}`;
    const row = counts.get(key) ?? [0, 0, 0, 0, 0];
    row[index]! += 1;
    counts.set(key, row);
  };
  for (const loan of loans) {
    add(loan.checkoutDate, loan.branchId, 0);
    if (loan.status !== 'lost') add(loan.checkoutDate, loan.branchId, 1);
    if (loan.returnDate) add(loan.returnDate, loan.branchId, 2);
    const backLate =
      loan.status === 'returned' && loan.returnDate !== null && loan.returnDate > loan.dueDate;
    if (loan.status === 'active' || backLate) add(loan.dueDate, loan.branchId, 3);
    if (backLate) add(loan.returnDate!, loan.branchId, 4);
  }
  return counts;
}

async function kept(): Promise<Map<string, number[]>> {
  const { rows } = await sql<{
    day: string;
    branch: string | null;
    lent: number;
    lentKept: number;
    returned: number;
    lateFrom: number;
    lateUntil: number;
  }>`select to_char(day, 'YYYY-MM-DD') as day, branch_id as branch, lent,
      lent_kept as "lentKept", returned, late_from as "lateFrom", late_until as "lateUntil"
    from loan_days`.execute(t.db);
  const counts = new Map<string, number[]>();
  for (const row of rows) {
    const values = [row.lent, row.lentKept, row.returned, row.lateFrom, row.lateUntil];
    if (values.some((value) => value !== 0)) counts.set(`${row.day} ${row.branch ?? '-'}`, values);
  }
  return counts;
}

// Instants over ten days around library midnights (18:30Z), to the minute.
const START = Date.parse('2026-10-01T00:00:00Z');
const instant = fc.integer({ min: 0, max: 10 * 24 * 60 }).map((m) => new Date(START + m * 60_000));
const branch = fc.constantFrom('JPL', 'NLR', null);
const newLoan = fc.record({ checkout: instant, days: fc.integer({ min: 0, max: 4 }), branch });

type Step =
  | { kind: 'lend'; loans: { checkout: Date; days: number; branch: string | null }[] }
  | { kind: 'return'; pick: number; at: Date }
  | { kind: 'renew'; pick: number; at: Date }
  | { kind: 'lose' | 'delete' | 'touch'; pick: number }
  | { kind: 'move'; pick: number; branch: string | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('lend' as const),
    loans: fc.array(newLoan, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), at: instant }),
  fc.record({ kind: fc.constant('renew' as const), pick: fc.nat(), at: instant }),
  fc.record({
    kind: fc.constantFrom('lose' as const, 'delete' as const, 'touch' as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), branch }),
);

async function run(step: Step, ids: number[]): Promise<void> {
  if (step.kind === 'lend') {
    const rows = await t.db
      .insertInto('loans')
      .values(
        step.loans.map((loan) => ({
          bookId,
          branchId: loan.branch,
          checkoutDate: loan.checkout,
          dueDate: new Date(loan.checkout.getTime() + loan.days * 86_400_000),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
    return;
  }
  if (ids.length === 0) return;
  const id = ids[step.pick % ids.length]!;
  const loan = t.db.updateTable('loans').where('id', '=', id);
  switch (step.kind) {
    case 'return':
      await loan.set({ returnDate: step.at, status: 'returned' }).execute();
      break;
    case 'renew':
      await loan.set({ dueDate: step.at }).where('status', '=', 'active').execute();
      break;
    case 'lose':
      await loan.set({ status: 'lost' }).execute();
      break;
    case 'touch':
      await loan.set((eb) => ({ renewals: eb('renewals', '+', 1) })).execute();
      break;
    case 'move':
      await loan.set({ branchId: step.branch }).execute();
      break;
    case 'delete':
      await t.db.deleteFrom('loans').where('id', '=', id).execute();
      ids.splice(ids.indexOf(id), 1);
  }
}

describe('loan_days', () => {
  it('holds what counting the loans afresh gives, after any lends, returns, renewals and edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await t.db.deleteFrom('loans').execute();
        const ids: number[] = [];
        for (const each of steps) await run(each, ids);
        const loans = await t.db
          .selectFrom('loans')
          .select(['checkoutDate', 'dueDate', 'returnDate', 'status', 'branchId'])
          .execute();
        expect(await kept()).toEqual(countAfresh(loans as LoanRow[]));
      }),
      { numRuns: 40 },
    );
  });

  it('is emptied with the loans when they are truncated', async () => {
    await run({ kind: 'lend', loans: [{ checkout: new Date(START), days: 2, branch: 'JPL' }] }, []);
    expect((await kept()).size).toBeGreaterThan(0);
    await sql`truncate loans cascade`.execute(t.db);
    expect((await kept()).size).toBe(0);
  });
});

/**
 * `review_days` (migration 2026_11_30_140100), the same way: copies saved, verified, archived
 * unverified, lent, edited, moved and deleted, against a count written apart.
 */
interface CopyRow {
  createdAt: Date;
  verifiedAt: Date | null;
  status: string;
  lastModified: Date;
  branchId: string;
}

function reviewsAfresh(copies: CopyRow[]): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const add = (at: Date, branch: string, index: number) => {
    const key = `${libraryDay(at)} ${branch}`;
    const row = counts.get(key) ?? [0, 0];
    row[index]! += 1;
    counts.set(key, row);
  };
  for (const copy of copies) {
    add(copy.createdAt, copy.branchId, 0);
    const stop = copy.verifiedAt ?? (copy.status === 'AWAITING_REVIEW' ? null : copy.lastModified);
    if (stop) add(stop, copy.branchId, 1);
  }
  return counts;
}

async function keptReviews(): Promise<Map<string, number[]>> {
  const { rows } = await sql<{ day: string; branch: string; from: number; until: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, branch_id as branch, review_from as "from",
      review_until as until from review_days`.execute(t.db);
  const counts = new Map<string, number[]>();
  for (const row of rows) {
    if (row.from !== 0 || row.until !== 0)
      counts.set(`${row.day} ${row.branch}`, [row.from, row.until]);
  }
  return counts;
}

type CopyStep =
  | { kind: 'save'; at: Date; verified: boolean; branch: string }
  | { kind: 'verify' | 'archive' | 'edit'; pick: number; at: Date }
  | { kind: 'lend' | 'delete'; pick: number }
  | { kind: 'move'; pick: number; branch: string };

const copyBranch = fc.constantFrom('JPL', 'NLR');
const copyStep: fc.Arbitrary<CopyStep> = fc.oneof(
  fc.record({
    kind: fc.constant('save' as const),
    at: instant,
    verified: fc.boolean(),
    branch: copyBranch,
  }),
  fc.record({
    kind: fc.constantFrom('verify' as const, 'archive' as const, 'edit' as const),
    pick: fc.nat(),
    at: instant,
  }),
  fc.record({ kind: fc.constantFrom('lend' as const, 'delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), branch: copyBranch }),
);

let skus = 0;
async function runCopy(step: CopyStep, ids: number[]): Promise<void> {
  if (step.kind === 'save') {
    const row = await t.db
      .insertInto('bookInventory')
      .values({
        sku: `DAYS-${++skus}`,
        title: 'Counted copy',
        branchId: step.branch,
        createdAt: step.at,
        lastModified: step.at,
        status: step.verified ? 'VERIFIED' : 'AWAITING_REVIEW',
        verifiedAt: step.verified ? step.at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    return;
  }
  if (ids.length === 0) return;
  const id = ids[step.pick % ids.length]!;
  const copy = t.db.updateTable('bookInventory').where('id', '=', id);
  switch (step.kind) {
    case 'verify':
      await copy.set({ status: 'VERIFIED', verifiedAt: step.at, lastModified: step.at }).execute();
      break;
    case 'archive':
      await copy
        .set({ status: 'ARCHIVED', lastModified: step.at })
        .where('verifiedAt', 'is', null)
        .execute();
      break;
    case 'edit':
      await copy.set({ title: 'Edited copy', lastModified: step.at }).execute();
      break;
    case 'lend':
      await copy.set({ status: 'ON_LOAN' }).where('status', '=', 'VERIFIED').execute();
      break;
    case 'move':
      await copy.set({ branchId: step.branch }).execute();
      break;
    case 'delete':
      await t.db.deleteFrom('bookInventory').where('id', '=', id).execute();
      ids.splice(ids.indexOf(id), 1);
  }
}

describe('review_days', () => {
  it('holds what counting the copies afresh gives, after any saves, reviews and edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(copyStep, { minLength: 1, maxLength: 25 }), async (steps) => {
        await t.db.deleteFrom('bookInventory').where('sku', 'like', 'DAYS-%').execute();
        const ids: number[] = [];
        for (const each of steps) await runCopy(each, ids);
        const copies = await t.db
          .selectFrom('bookInventory')
          .select(['createdAt', 'verifiedAt', 'status', 'lastModified', 'branchId'])
          .execute();
        expect(await keptReviews()).toEqual(reviewsAfresh(copies));
      }),
      { numRuns: 40 },
    );
  });
});
