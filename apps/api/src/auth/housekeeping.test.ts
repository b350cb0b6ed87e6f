import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../testing';
import { sweepAuthTables } from './housekeeping';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('housekeeping of the auth tables', () => {
  it('removes expired sessions and failures outside the window, and keeps the rest', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
    const user = await createTestUser(t.db, 'librarian');
    await t.db
      .insertInto('sessions')
      .values([
        { id: 'expired', userId: user.id, expiresAt: minutes(-1) },
        { id: 'current', userId: user.id, expiresAt: minutes(60) },
      ])
      .execute();
    await t.db
      .insertInto('loginFailures')
      .values([
        { email: 'a@b.lk', ipAddress: '10.0.0.1', failedAt: minutes(-16) },
        { email: 'a@b.lk', ipAddress: '10.0.0.1', failedAt: minutes(-5) },
      ])
      .execute();

    expect(await sweepAuthTables(t.db, now)).toEqual({ sessions: 1 });

    const sessions = await t.db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((s) => s.id)).toEqual(['current']);
    const failures = await t.db.selectFrom('loginFailures').select('failedAt').execute();
    expect(failures.map((f) => f.failedAt)).toEqual([minutes(-5)]);
  });
});
