import { dashboardStats } from '@app/db';
import { createTestDatabase, SEED_NOW, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createTestUser } from '../testing/context';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const DAY = 24 * 60 * 60 * 1000;

describe('dashboard.stats', () => {
  it('answers the eight counts from the database, as of the request’s clock', async () => {
    const { caller } = await createTestContext(t.db, { role: 'librarian', now: SEED_NOW });
    // Known rows on top of the seed: two patrons (one active), loans, subscribers.
    const patron = await createTestUser(t.db, 'patron');
    const inactive = await createTestUser(t.db, 'patron');
    await t.db
      .updateTable('users')
      .set({ isActive: false })
      .where('id', '=', inactive.id)
      .execute();
    const book = (await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
    const due = (days: number) => new Date(SEED_NOW.getTime() + days * DAY);
    await t.db
      .insertInto('loans')
      .values([
        { bookId: book, userId: patron.id, dueDate: due(-1) },
        { bookId: book, userId: patron.id, dueDate: due(1) },
        { bookId: book, userId: patron.id, dueDate: due(-5), status: 'returned' },
      ])
      .execute();
    await t.db
      .insertInto('newsletters')
      .values([{ email: 'a@example.lk' }, { email: 'b@example.lk' }])
      .execute();
    await t.db
      .updateTable('books')
      .set({ createdAt: new Date('2026-10-01T00:00:00Z') })
      .execute();
    await t.db
      .updateTable('books')
      .set({ createdAt: new Date('2026-11-05T00:00:00Z') })
      .where('id', '<=', 3)
      .execute();

    const stats = await caller.dashboard.stats();
    const seeded = { books: 32, events: 10, branches: 8 };
    expect(stats).toEqual({
      totalBooks: seeded.books,
      newBooksThisMonth: 3,
      totalMembers: 1,
      totalEvents: seeded.events,
      totalBranches: seeded.branches,
      activeLoans: 2,
      newsletterSubs: 2,
      overdueBooks: 1,
    });
    expect(stats).toEqual(await dashboardStats(t.db, SEED_NOW));
  });

  it('is for staff only', async () => {
    const visitor = await createTestContext(t.db);
    expect(await visitor.refusal(visitor.caller.dashboard.stats())).toMatchObject({
      code: 'UNAUTHORIZED',
      appCode: 'UNAUTHENTICATED',
    });
  });
});
