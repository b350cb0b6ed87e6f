import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { writeAudit } from './audit';
import { insertUser } from './auth';

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
        await writeAudit(
          trx,
          { kind: 'books.delete', entity: 'book', entityId: 7, changes: { title: ['Gone', null] } },
          { actor: null, at },
        );
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await entries()).toEqual([]);
    await writeAudit(
      t.db,
      { kind: 'books.update', entity: 'book', entityId: 8, changes: { available: [1, 0] } },
      { actor: null, at },
    );
    expect(await entries()).toMatchObject([
      { kind: 'books.update', entity: 'book', entityId: '8', changes: { available: [1, 0] }, at },
    ]);
  });

  it('writes several drafts in their order, for one actor at one time, and none for null', async () => {
    const user = await insertUser(t.db, {
      email: 'desk@audit.test',
      passwordHash: 'unusable',
      role: 'librarian',
    });
    const actor = { id: user!.id, email: user!.email };
    await writeAudit(
      t.db,
      [
        { kind: 'books.create', entity: 'book', entityId: 9, changes: { title: [null, 'A'] } },
        { kind: 'loans.lend', entity: 'loan', entityId: 3, changes: {} },
      ],
      { actor, at },
    );
    await writeAudit(t.db, null, { actor, at });
    expect((await entries()).slice(-2)).toMatchObject([
      { kind: 'books.create', entityId: '9', actorId: actor.id, actorEmail: actor.email, at },
      { kind: 'loans.lend', entityId: '3', actorId: actor.id, actorEmail: actor.email, at },
    ]);
    expect(await entries()).toHaveLength(3);
  });

  it('cannot be edited or deleted, even by SQL', async () => {
    await expect(sql`update audit_log set kind = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await entries()).toHaveLength(3);
  });
});
