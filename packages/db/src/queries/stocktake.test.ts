import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryStatus } from '../constants';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import { insertUser } from './auth';
import * as loans from './loans';
import * as members from './members';
import * as stocktake from './stocktake';

/**
 * Stocktakes on the real database (decision 0045): a planted missing copy, a copy of another
 * branch, a lent copy seen on the shelf, a scan sent twice counted once, the call-number range,
 * and marking the missing copies MISSING with one audit entry each.
 */

let t: TestDatabase;
let actor: { id: string; email: string };
const NOW = new Date('2026-12-01T04:30:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'shelves@stocktake.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
  // Branches of their own, so the seeded copies are in no stocktake here.
  const { districtId } = await t.db
    .selectFrom('branches')
    .select('districtId')
    .where('id', '=', 'JPL')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('branches')
    .values([
      { id: 'STA', name: 'Stocktake A', districtId },
      { id: 'STB', name: 'Stocktake B', districtId },
    ])
    .execute();
});
afterAll(() => t.destroy());

let copyCount = 0;
async function copy(
  branchId: string,
  callNumber: string | null,
  status: InventoryStatus = 'VERIFIED',
) {
  const sku = `${branchId}-STOCK-${String(++copyCount).padStart(4, '0')}`;
  return t.db
    .insertInto('bookInventory')
    .values({ sku, title: `Shelf copy ${copyCount}`, branchId, callNumber, status })
    .returning(['id', 'sku'])
    .executeTakeFirstOrThrow();
}

async function start(branchId: string, from: string | null = null, to: string | null = null) {
  const started = await stocktake.startStocktake(t.db, {
    branchId,
    callNumberFrom: from,
    callNumberTo: to,
    startedBy: actor.id,
    now: NOW,
  });
  if (started.outcome !== 'started') throw new Error(started.reason);
  return started.stocktake;
}

const scan = (stocktakeId: number, sku: string, clientScanId = randomUUID()) =>
  stocktake.recordStocktakeScan(t.db, {
    stocktakeId,
    code: sku,
    sku,
    clientScanId,
    scannedAt: NOW,
    scannedBy: actor.id,
    now: NOW,
  });

const skus = (list: { items: { sku: string }[] }) => list.items.map((c) => c.sku);

describe('stocktakes', () => {
  it('finds the missing copy, the other branch’s copy, the lent copy and the unknown code', async () => {
    const onShelf = await copy('STA', '100 ABC');
    const planted = await copy('STA', '200 DEF');
    const lent = await copy('STA', '300 GHI');
    const elsewhere = await copy('STB', '400 JKL');
    await copy('STA', '500 MNO', 'ARCHIVED');
    const member = await members.createMember(
      t.db,
      { fullName: 'Shelf Reader', phone: '021 222 3333', email: null, branchId: 'STA' },
      { numberFor: (n) => `S${String(n).padStart(6, '0')}`, actor, now: NOW, audit: noAudit },
    );
    const lending = await loans.lendCopy(t.db, {
      memberNumber: member.memberNumber,
      sku: lent.sku,
      actor,
      now: NOW,
      audit: noAudit,
    });
    expect(lending.outcome).toBe('lent');

    const st = await start('STA');
    const first = await scan(st.id, onShelf.sku);
    expect(first).toMatchObject({ outcome: 'recorded', scan: { verdict: 'seen', again: false } });
    expect(await scan(st.id, onShelf.sku)).toMatchObject({
      scan: { verdict: 'seen', again: true },
    });
    expect(await scan(st.id, lent.sku)).toMatchObject({ scan: { verdict: 'onLoan' } });
    expect(await scan(st.id, elsewhere.sku)).toMatchObject({ scan: { verdict: 'wrongBranch' } });
    expect(await scan(st.id, 'NO-SUCH-CODE')).toMatchObject({
      scan: { verdict: 'unknown', copy: null },
    });

    const result = await stocktake.stocktakeResult(t.db, st.id);
    expect(result).toMatchObject({ scans: 5, expected: 2 });
    expect(skus(result!.seen)).toEqual([onShelf.sku]);
    expect(skus(result!.missing)).toEqual([planted.sku]);
    expect(skus(result!.wrongBranch)).toEqual([elsewhere.sku]);
    expect(skus(result!.onLoan)).toEqual([lent.sku]);
    expect(result!.unknown).toEqual({ count: 1, items: [{ code: 'NO-SUCH-CODE', scans: 1 }] });
  });

  it('counts a scan sent twice once, and answers the repeat as the first', async () => {
    const a = await copy('STB', '610 A');
    const st = await start('STB', '610', '610');
    const id = randomUUID();
    const first = await scan(st.id, a.sku, id);
    const again = await scan(st.id, a.sku, id);
    expect(first.outcome).toBe('recorded');
    expect(again).toEqual({ ...first, outcome: 'replayed' });
    expect((await stocktake.stocktakeResult(t.db, st.id))!.scans).toBe(1);
    // Closed, it takes no new scan but still answers the one it has.
    await stocktake.closeStocktake(t.db, st.id, NOW);
    expect((await scan(st.id, a.sku, id)).outcome).toBe('replayed');
    expect(await scan(st.id, a.sku)).toEqual({ outcome: 'refused', reason: 'STOCKTAKE_CLOSED' });
  });

  it('expects only the shelves in its call-number range, the upper end as a prefix', async () => {
    const below = await copy('STB', '099.9 ZED');
    const low = await copy('STB', '100 abc');
    const high = await copy('STB', '199.99 XYZ');
    const above = await copy('STB', '200 AAA');
    const none = await copy('STB', null);
    const st = await start('STB', '100', '199');
    const result = await stocktake.stocktakeResult(t.db, st.id);
    const missing = skus(result!.missing);
    expect(missing).toEqual([low.sku, high.sku]);
    for (const outside of [below, above, none]) expect(missing).not.toContain(outside.sku);
  });

  it('marks the missing copies MISSING in one step, each audited, and never a seen one', async () => {
    const seen = await copy('STA', '900 SEEN');
    const gone = await copy('STA', '900 GONE');
    const st = await start('STA', '900', '900');
    await scan(st.id, seen.sku);
    const marked = await stocktake.markStocktakeMissing(t.db, {
      stocktakeId: st.id,
      copyIds: [gone.id, seen.id],
      actor,
      now: NOW,
      audit: ({ stocktake: s, copies }) =>
        copies.map((c) => ({
          kind: 'stocktake.markMissing',
          entity: 'copy',
          entityId: c.id,
          changes: { status: ['VERIFIED', 'MISSING'], stocktakeId: [null, s.id] },
        })),
    });
    expect(marked).toEqual({
      outcome: 'marked',
      copies: [{ id: gone.id, sku: gone.sku, title: expect.any(String) }],
    });
    const statuses = await t.db
      .selectFrom('bookInventory')
      .select(['id', 'status'])
      .where('id', 'in', [seen.id, gone.id])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: seen.id, status: 'VERIFIED' },
      { id: gone.id, status: 'MISSING' },
    ]);
    const entries = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'entityId', 'actorEmail'])
      .where('kind', '=', 'stocktake.markMissing')
      .execute();
    expect(entries).toEqual([
      { kind: 'stocktake.markMissing', entityId: String(gone.id), actorEmail: actor.email },
    ]);
    // Marked, it is no longer expected on the shelf.
    expect((await stocktake.stocktakeResult(t.db, st.id))!.missing.count).toBe(0);
  });

  it('refuses a branch that does not exist, and answers nothing for an unknown stocktake', async () => {
    expect(
      await stocktake.startStocktake(t.db, {
        branchId: 'NOPE',
        callNumberFrom: null,
        callNumberTo: null,
        startedBy: actor.id,
        now: NOW,
      }),
    ).toEqual({ outcome: 'refused', reason: 'BRANCH_NOT_FOUND' });
    expect(await stocktake.stocktakeResult(t.db, 999_999)).toBeUndefined();
    expect(await scan(999_999, 'X')).toEqual({ outcome: 'refused', reason: 'NOT_FOUND' });
  });
});
