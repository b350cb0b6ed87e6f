import { describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit } from '../testing';
import { dashboardStats } from './dashboard';
import { lendCopy, returnCopy } from './loans';
import { listLoans } from './loans-list';
import { createMember } from './members';

const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

describe('overdue loans', () => {
  it('lists the loans past due, oldest first, with library days late, and the dashboard counts them', async () => {
    const fresh = await createTestDatabase({ seeded: true });
    try {
      const db = fresh.db;
      const mk = (name: string) =>
        createMember(
          db,
          {
            fullName: name,
            phone: null,
            email: `${name.toLowerCase()}@example.lk`,
            branchId: 'JPL',
          },
          { numberFor: (n) => `T${n}`, actor: null, audit: noAudit, now: NOW },
        );
      const [anbu, bavani] = [await mk('Anbu'), await mk('Bavani')];
      const copies = [];
      for (let i = 0; i < 3; i++) {
        copies.push(
          await db
            .insertInto('bookInventory')
            .values({ sku: `JPL-OVERDUE-00${i}`, title: `Overdue ${i}`, status: 'VERIFIED' })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      }
      // Lent 1, 3 and 5 December; due by the end of 15, 17 and 19 December.
      await lendCopy(db, {
        memberNumber: anbu.memberNumber,
        sku: copies[1]!.sku,
        actor: null,
        audit: noAudit,
        now: new Date(NOW.getTime() + 2 * DAY),
      });
      await lendCopy(db, {
        memberNumber: bavani.memberNumber,
        sku: copies[0]!.sku,
        actor: null,
        audit: noAudit,
        now: NOW,
      });
      await lendCopy(db, {
        memberNumber: anbu.memberNumber,
        sku: copies[2]!.sku,
        actor: null,
        audit: noAudit,
        now: new Date(NOW.getTime() + 4 * DAY),
      });

      // 18 December, 00:30 in Jaffna: two loans overdue, by 3 and 1 library days.
      const later = new Date('2026-12-17T19:00:00Z');
      const overdue = await listLoans(db, { view: 'overdue', limit: 10, offset: 0, now: later });
      expect(overdue.total).toBe(2);
      expect(overdue.items.map((l) => [l.copy.sku, l.member.fullName, l.daysLate])).toEqual([
        ['JPL-OVERDUE-000', 'Bavani', 3],
        ['JPL-OVERDUE-001', 'Anbu', 1],
      ]);
      expect(overdue.items.every((l) => l.overdue)).toBe(true);
      const stats = await dashboardStats(db, later);
      expect(stats).toMatchObject({ activeLoans: 3, overdueBooks: 2, totalMembers: 2 });

      // Paging: the total stays, the items follow the page.
      const second = await listLoans(db, { view: 'overdue', limit: 1, offset: 1, now: later });
      expect(second).toMatchObject({ total: 2, items: [{ copy: { sku: 'JPL-OVERDUE-001' } }] });

      await returnCopy(db, { sku: 'JPL-OVERDUE-000', actor: null, audit: noAudit, now: later });
      expect((await dashboardStats(db, later)).overdueBooks).toBe(1);
      const returned = await listLoans(db, { view: 'returned', limit: 10, offset: 0, now: later });
      expect(returned.items.map((l) => [l.copy.sku, l.daysLate])).toEqual([['JPL-OVERDUE-000', 0]]);
      const anbus = await listLoans(db, { memberId: anbu.id, limit: 10, offset: 0, now: later });
      expect(anbus.total).toBe(2);
    } finally {
      await fresh.destroy();
    }
  });
});
