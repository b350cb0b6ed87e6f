import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { changesBetween, recordAudit } from './audit';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = new Date('2026-11-23T10:00:00Z');
const entries = () => t.db.selectFrom('auditLog').selectAll().orderBy('id').execute();

describe('the audit log', () => {
  it('commits with the change it records, and not without it', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, {
          actor: null,
          kind: 'books.delete',
          entity: 'book',
          entityId: 7,
          changes: { title: ['Gone', null] },
          at,
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await entries()).toEqual([]);
    await recordAudit(t.db, {
      actor: null,
      kind: 'books.update',
      entity: 'book',
      entityId: 8,
      changes: { available: [1, 0] },
      at,
    });
    expect(await entries()).toMatchObject([
      { kind: 'books.update', entity: 'book', entityId: '8', changes: { available: [1, 0] }, at },
    ]);
  });

  it('cannot be edited or deleted, even by SQL', async () => {
    await expect(sql`update audit_log set kind = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await entries()).toHaveLength(1);
  });
});

describe('changesBetween', () => {
  it('names each changed field with its before and after', () => {
    const before = { id: 1, title: 'A', tags: ['x'], at: new Date(0), updatedAt: new Date(1) };
    const after = { id: 1, title: 'B', tags: ['x'], at: new Date(0), updatedAt: new Date(2) };
    expect(changesBetween(before, after)).toEqual({ title: ['A', 'B'] });
    expect(changesBetween(null, { id: 2, title: 'New' })).toEqual({
      id: [null, 2],
      title: [null, 'New'],
    });
    expect(changesBetween({ id: 3, title: 'Old' }, null)).toEqual({
      id: [3, null],
      title: ['Old', null],
    });
  });
});
