import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';

/**
 * Stocktakes through the router (decision 0045): staff only; a label's QR code or its SKU names
 * the copy; a closed stocktake refuses new scans in the caller's language; marking missing
 * writes the trail's entries.
 */
let t: TestDatabase;
let librarian: TestContext;
let admin: TestContext;
let patron: TestContext;
let visitor: TestContext;
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  librarian = await createTestContext(t.db, { role: 'librarian', now: NOW });
  admin = await createTestContext(t.db, { role: 'super_admin', now: NOW, language: 'ta' });
  patron = await createTestContext(t.db, { role: 'patron', now: NOW });
  visitor = await createTestContext(t.db, { now: NOW });
  await t.db
    .insertInto('bookInventory')
    .values([
      { sku: 'NLR-SHELF-0001', title: 'On the shelf', branchId: 'NLR', callNumber: 'Z1 A' },
      { sku: 'NLR-SHELF-0002', title: 'Gone', branchId: 'NLR' },
    ])
    .execute();
  await t.db
    .updateTable('bookInventory')
    .set({ status: 'VERIFIED' })
    .where('sku', 'like', 'NLR-SHELF-%')
    .execute();
  // Staff give a shelved copy its call number as a correction.
  const gone = await t.db
    .selectFrom('bookInventory')
    .select('id')
    .where('sku', '=', 'NLR-SHELF-0002')
    .executeTakeFirstOrThrow();
  const corrected = await librarian.caller.inventory.update({ id: gone.id, callNumber: ' Z1 B ' });
  expect(corrected.callNumber).toBe('Z1 B');
});
afterAll(() => t.destroy());

describe('stocktake', () => {
  it('is staff only: a patron is forbidden, a visitor must sign in', async () => {
    const start = { branchId: 'NLR' };
    expect((await patron.refusal(patron.caller.stocktake.create(start))).code).toBe('FORBIDDEN');
    expect((await visitor.refusal(visitor.caller.stocktake.create(start))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await patron.refusal(patron.caller.stocktake.byId({ id: 1 }))).code).toBe('FORBIDDEN');
    expect((await patron.refusal(patron.caller.stocktake.list())).code).toBe('FORBIDDEN');
  });

  it('a librarian counts a range; a label’s QR code names its copy; a super admin marks the gap', async () => {
    const st = await librarian.caller.stocktake.create({
      branchId: 'NLR',
      callNumberFrom: 'Z1',
      callNumberTo: 'Z1',
    });
    expect(st).toMatchObject({ status: 'open', callNumberFrom: 'Z1', finishedAt: null });
    const scan = await librarian.caller.stocktake.recordScan({
      id: st.id,
      code: 'https://library.example/items/nlr-shelf-0001',
      clientScanId: randomUUID(),
    });
    expect(scan).toMatchObject({
      verdict: 'seen',
      replayed: false,
      copy: { sku: 'NLR-SHELF-0001', callNumber: 'Z1 A' },
    });
    const result = await admin.caller.stocktake.byId({ id: st.id });
    expect(result).toMatchObject({ expected: 2, scans: 1, seen: { count: 1 } });
    expect(result.missing.items.map((c) => c.sku)).toEqual(['NLR-SHELF-0002']);

    const { marked } = await admin.caller.stocktake.markMissing({
      id: st.id,
      copyIds: result.missing.items.map((c) => c.id),
    });
    expect(marked.map((c) => c.sku)).toEqual(['NLR-SHELF-0002']);
    const entry = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'entity', 'actorEmail', 'changes'])
      .where('kind', '=', 'stocktake.markMissing')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      entity: 'copy',
      actorEmail: admin.user!.email,
      changes: { status: ['VERIFIED', 'MISSING'], stocktakeId: [null, st.id] },
    });
  });

  it('a closed stocktake refuses a new scan, in the caller’s language', async () => {
    const st = await librarian.caller.stocktake.create({ branchId: 'NLR' });
    const closed = await librarian.caller.stocktake.close({ id: st.id });
    expect(closed).toMatchObject({ status: 'closed', finishedAt: NOW });
    const refusal = await admin.refusal(
      admin.caller.stocktake.recordScan({ id: st.id, code: 'X', clientScanId: randomUUID() }),
    );
    expect(refusal).toMatchObject({ code: 'CONFLICT', appCode: 'STOCKTAKE_CLOSED' });
    expect(refusal.message).toMatch(/[\u0B80-\u0BFF]/);
    expect(
      (await librarian.refusal(librarian.caller.stocktake.create({ branchId: 'NOPE' }))).appCode,
    ).toBe('BRANCH_NOT_FOUND');
    expect(
      (await librarian.refusal(librarian.caller.stocktake.byId({ id: 999_999 }))).appCode,
    ).toBe('NOT_FOUND');
  });
});
