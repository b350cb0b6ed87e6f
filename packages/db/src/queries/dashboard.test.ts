import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books as seedBooks } from '../seed/content/books';
import { branches as seedBranches } from '../seed/content/branches';
import { events as seedEvents } from '../seed/content/events';
import { createTestDatabase, noAudit, SEED_NOW, type TestDatabase } from '../testing';
import { dashboardStats } from './dashboard';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter';
import { insertUser } from './auth';
import { createMember, updateMember } from './members';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const DAY = 24 * 60 * 60 * 1000;

async function user(role: 'patron' | 'librarian' | 'super_admin', isActive = true) {
  const row = await insertUser(t.db, {
    email: `${role}-${Math.random().toString(36).slice(2)}@stats.test`,
    passwordHash: 'not-a-real-hash',
    role,
    isActive,
  });
  return row!.id;
}

describe('dashboardStats', () => {
  it('counts the seeded library exactly', async () => {
    const stats = await dashboardStats(t.db, SEED_NOW);
    // newBooksThisMonth depends on when the template was built; the next test fixes it.
    expect(stats).toMatchObject({
      totalBooks: seedBooks.length,
      totalMembers: 0,
      totalEvents: seedEvents.length,
      totalBranches: seedBranches.length,
      activeLoans: 0,
      newsletterSubs: 0,
      overdueBooks: 0,
    });
    expect(seedBooks.length).toBeGreaterThan(20);
    expect(seedEvents.length).toBe(10);
  });

  it('counts new books from midnight of the 1st in Jaffna, not in UTC', async () => {
    // 2026-11-30T20:00Z is 1 December, 01:30 in Jaffna (UTC+05:30).
    const now = new Date('2026-11-30T20:00:00Z');
    const ids = (await t.db.selectFrom('books').select('id').orderBy('id').execute()).map(
      (b) => b.id,
    );
    await t.db
      .updateTable('books')
      .set({ createdAt: new Date('2026-10-15T06:00:00Z') })
      .execute();
    const at = async (id: number, iso: string) =>
      t.db
        .updateTable('books')
        .set({ createdAt: new Date(iso) })
        .where('id', '=', id)
        .execute();
    await at(ids[0]!, '2026-11-30T18:30:00Z'); // 1 Dec 00:00 Jaffna: this month
    await at(ids[1]!, '2026-11-30T19:59:00Z'); // 1 Dec 01:29 Jaffna: this month
    await at(ids[2]!, '2026-11-30T18:29:59Z'); // 30 Nov 23:59:59 Jaffna: last month
    await at(ids[3]!, '2026-11-30T21:00:00Z'); // after `now`: not counted (clock skew)
    expect((await dashboardStats(t.db, now)).newBooksThisMonth).toBe(2);
    // On 30 November (Jaffna) the same rows fall in November, with everything since 1 Nov.
    expect((await dashboardStats(t.db, new Date('2026-11-30T12:00:00Z'))).newBooksThisMonth).toBe(
      0,
    );
    expect((await dashboardStats(t.db, new Date('2026-11-30T18:29:59Z'))).newBooksThisMonth).toBe(
      1,
    );
  });

  it('counts active members only, not accounts', async () => {
    const before = (await dashboardStats(t.db, SEED_NOW)).totalMembers;
    const register = (fullName: string) =>
      createMember(
        t.db,
        { fullName, phone: '021 222 3333', email: null, branchId: 'JPL' },
        { numberFor: (n) => `S${n}`, actor: null, audit: noAudit, now: SEED_NOW },
      );
    await register('Active One');
    await register('Active Two');
    const suspended = await register('Suspended');
    await updateMember(
      t.db,
      suspended.id,
      { status: 'suspended' },
      { actor: null, audit: noAudit, now: SEED_NOW },
    );
    // Accounts are not members: a patron account alone, or staff, count for nothing.
    await user('patron');
    await user('librarian');
    await user('super_admin');
    expect((await dashboardStats(t.db, SEED_NOW)).totalMembers).toBe(before + 2);
  });

  it('counts active loans, and as overdue only the active ones past their due date', async () => {
    const patron = await user('patron');
    const book = (await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
    const now = SEED_NOW;
    const loan = (dueDate: Date, status: 'active' | 'returned' | 'lost' = 'active') =>
      t.db
        .insertInto('loans')
        .values({ bookId: book, userId: patron, dueDate, status, branchId: 'JPL' })
        .execute();
    await loan(new Date(now.getTime() - 3 * DAY)); // overdue
    await loan(new Date(now.getTime() - 1000)); // overdue by a second
    await loan(new Date(now.getTime())); // due right now: not yet overdue
    await loan(new Date(now.getTime() + 7 * DAY)); // on time
    await loan(new Date(now.getTime() - 10 * DAY), 'returned'); // returned late: not a loan now
    await loan(new Date(now.getTime() - 10 * DAY), 'lost');
    const stats = await dashboardStats(t.db, now);
    expect(stats.activeLoans).toBe(4);
    expect(stats.overdueBooks).toBe(2);
    // A week later the on-time loan is overdue as well.
    expect((await dashboardStats(t.db, new Date(now.getTime() + 8 * DAY))).overdueBooks).toBe(4);
  });

  it('counts confirmed newsletter subscribers, events not yet past and active branches', async () => {
    const one = await subscribeToNewsletter(t.db, 'one@example.lk');
    const two = await subscribeToNewsletter(t.db, 'two@example.lk');
    await subscribeToNewsletter(t.db, 'one@example.lk');
    await subscribeToNewsletter(t.db, 'unconfirmed@example.lk');
    const gone = await subscribeToNewsletter(t.db, 'gone@example.lk');
    // Only a confirmed address that has not left counts (double opt-in, decision 0031).
    for (const { subscriber } of [one, two, gone]) {
      await confirmNewsletterSubscription(t.db, subscriber.id, subscriber.email, SEED_NOW);
    }
    await unsubscribeFromNewsletter(t.db, gone.subscriber.id, gone.subscriber.email, SEED_NOW);
    await t.db
      .insertInto('events')
      .values([
        // Earlier today in Jaffna: still counted for the rest of the day.
        {
          title: 'Morning talk',
          date: 'today',
          time: 'morning',
          category: 'Discussion',
          startsAt: new Date(SEED_NOW.getTime() - 60 * 60 * 1000),
        },
        // Yesterday: past.
        {
          title: 'Yesterday’s workshop',
          date: 'yesterday',
          time: '10:00',
          category: 'Workshop',
          startsAt: new Date(SEED_NOW.getTime() - DAY),
        },
        // Free-text only: cannot be known to be past, so counted.
        { title: 'Every Saturday', date: 'Saturdays', time: 'mornings', category: 'Children' },
      ])
      .execute();
    await t.db.updateTable('branches').set({ isActive: false }).where('id', '=', 'KYT').execute();
    const stats = await dashboardStats(t.db, SEED_NOW);
    expect(stats.newsletterSubs).toBe(2);
    expect(stats.totalEvents).toBe(seedEvents.length + 2);
    expect(stats.totalBranches).toBe(seedBranches.length - 1);
  });
});
