import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingDb, createTestDatabase, type TestDatabase } from '../testing';
import type { DraftAudit } from './audit';
import { insertUser } from './auth';
import * as holds from './holds';
import * as loans from './loans';
import type { LoanMade, LoanReturned } from './loans';
import * as members from './members';

/**
 * How many statements (round trips to PostgreSQL, BEGIN and COMMIT among them) the desk's lend
 * and return make: a lend was ten (eleven with the desk's scan id), a return ten (thirteen when
 * it set the copy aside for a hold). On a loaded two-core machine each one waits for a core, so the desk's time
 * under load is mostly their count (bench/circulation: a lend of 12 missed its 30 ms at load
 * average 4). The behaviour itself is tested in loans.test.ts, holds.test.ts and the rest.
 */

let t: TestDatabase;
let counted: ReturnType<typeof capturingDb>;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  counted = capturingDb(t.url);
  const user = await insertUser(t.db, {
    email: 'desk@round-trips.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
});
afterAll(async () => {
  await counted.db.destroy();
  await t.destroy();
});

// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

// An entry per change, as the contract drafts them.
const lent: DraftAudit<LoanMade> = (c) => ({
  kind: 'loans.lend',
  entity: 'loan',
  entityId: c.loan.id,
  changes: { dueDate: [null, c.loan.dueDate] },
});
const returned: DraftAudit<LoanReturned> = (c) => ({
  kind: 'loans.return',
  entity: 'loan',
  entityId: c.loan.id,
  changes: {},
});

let n = 0;
async function member() {
  return members.createMember(
    t.db,
    { fullName: `Trips ${++n}`, phone: null, email: `trips${n}@example.lk`, branchId: 'JPL' },
    {
      numberFor: (k) => `R${String(k).padStart(6, '0')}`,
      actor,
      now: NOW,
      audit: () => null,
    },
  );
}

async function title(copies: number) {
  const book = await t.db
    .insertInto('books')
    .values({ title: `Trips title ${++n}`, author: 'A. Writer', genre: 'fiction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const skus = Array.from({ length: copies }, (_, i) => `JPL-TRIPS-${n}-${i}`);
  for (const sku of skus) {
    await t.db
      .insertInto('bookInventory')
      .values({ sku, title: `Trips title ${n}`, status: 'VERIFIED', bookId: book.id })
      .execute();
  }
  return { bookId: book.id, skus };
}

/** The statements `run` sends through the counting pool. */
async function statements(run: () => Promise<unknown>) {
  counted.take();
  await run();
  return counted.take().map((s) => s.sql.trim().split(/\s+/).slice(0, 3).join(' '));
}

describe('round trips to PostgreSQL at the desk', () => {
  it('a lend is five: begin, the member, the copy, the loan, commit', async () => {
    const m = await member();
    const { skus } = await title(1);
    const sent = await statements(() =>
      loans.lendCopy(counted.db, {
        memberNumber: m.memberNumber,
        sku: skus[0]!,
        actor,
        now: NOW,
        audit: lent,
      }),
    );
    expect(sent).toEqual([
      'begin',
      'select m.id, m.status,',
      'with standing as',
      'with loan as',
      'commit',
    ]);
  });

  it('a lend with the desk’s scan id is five too', async () => {
    const m = await member();
    const { skus } = await title(1);
    const sent = await statements(() =>
      loans.lendCopy(counted.db, {
        memberNumber: m.memberNumber,
        sku: skus[0]!,
        clientId: crypto.randomUUID(),
        actor,
        now: NOW,
        audit: lent,
      }),
    );
    expect(sent).toHaveLength(5);
  });

  it('a return is eight, nine when it sets the copy aside for a hold', async () => {
    const [borrower, holder] = [await member(), await member()];
    const { bookId, skus } = await title(2);
    for (const sku of skus) {
      await loans.lendCopy(t.db, {
        memberNumber: borrower.memberNumber,
        sku,
        actor,
        now: NOW,
        audit: lent,
      });
    }
    const placed = await holds.placeHold(t.db, {
      member: { memberNumber: holder.memberNumber },
      bookId,
      pickupBranchId: 'JPL',
      actor,
      byStaff: true,
      now: NOW,
      audit: () => null,
    });
    expect(placed.outcome).toBe('placed');
    const aside = await statements(() =>
      loans.returnCopy(counted.db, { sku: skus[0]!, actor, now: NOW, audit: returned }),
    );
    // The copy locked, the loan closed (and read back), the title locked, the queue's first,
    // the hold made ready (with the copy set aside and the message), the fine, the audit entry.
    expect(aside).toHaveLength(9);
    const shelf = await statements(() =>
      loans.returnCopy(counted.db, { sku: skus[1]!, actor, now: NOW, audit: returned }),
    );
    // Nobody waits: the queue's first is none, and the copy is shelved in the same statement.
    expect(shelf).toHaveLength(8);
  });
});
