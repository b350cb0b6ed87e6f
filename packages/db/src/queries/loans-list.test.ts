import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCirculation, type CirculationSize } from '../generate-circulation';
import { capturingDb, createTestDatabase, type TestDatabase } from '../testing';
import { listLoans } from './loans-list';

/**
 * The loan lists over a library in circulation (issue 27's benchmark library, scaled down) on
 * the real database: the generated library has the shape the benchmark counts on; every page
 * of the overdue list, near its start or read from its end, holds what a plain ordered query
 * of the joined rows holds; and a page joins no member or copy but its own, its total none.
 */
const NOW = new Date('2026-12-01T04:30:00Z');
const SIZE: CirculationSize = {
  members: 4000,
  titles: 1000,
  copies: 6000,
  pastLoans: 40_000,
  currentLoans: 5000,
  overdueLoans: 2600,
  dueSoonLoans: 1000,
  holds: 500,
  readyHolds: 50,
};
const PAGE = 50;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  await generateCirculation(t.db, SIZE, { now: NOW });
}, 120_000);
afterAll(() => t?.destroy());

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0]!;

describe('the benchmark library', () => {
  it('has its loans, holds and reminders where the benchmark expects them', async () => {
    const twoDays = new Date(NOW.getTime() + 2 * 86_400_000);
    expect(
      await one(sql<Record<string, number>>`
        select count(*) filter (where status = 'active')::int as active,
               count(*) filter (where status = 'returned')::int as returned,
               count(*) filter (where status = 'active' and due_date < ${NOW})::int as late,
               count(distinct member_id) filter (where status = 'active' and due_date >= ${NOW}
                 and due_date <= ${twoDays})::int as due_soon_members
        from loans`),
    ).toEqual({ active: 5000, returned: 40_000, late: 2600, dueSoonMembers: 1000 });
    // Every due-soon loan's member can be written to, so each is one mail to one address.
    expect(
      await one(sql<{ n: number }>`
        select count(*)::int as n from loans as l join members as m on m.id = l.member_id
        where l.status = 'active' and l.due_date between ${NOW} and ${twoDays}
          and (m.email is null or not m.email_messages or m.status <> 'active')`),
    ).toEqual({ n: 0 });
    // Nobody over their category's limit; every loan out has its copy out, and no other copy is.
    expect(
      await one(sql<Record<string, number>>`
        select (select count(*)::int from (
                  select l.member_id from loans as l join members as m on m.id = l.member_id
                  join member_categories as c on c.id = m.category_id
                  where l.status = 'active' group by l.member_id, c.max_loans
                  having count(*) > c.max_loans) as x) as over_limit,
               (select count(*)::int from book_inventory where status = 'ON_LOAN') as on_loan`),
    ).toEqual({ overLimit: 0, onLoan: 5000 });
    // 50 ready holds with their copy set aside; waiting ones only for titles with none on the shelf.
    expect(
      await one(sql<Record<string, number>>`
        select count(*) filter (where h.status = 'ready' and i.status = 'ON_HOLD')::int as ready,
               count(*) filter (where h.status = 'waiting')::int as waiting,
               count(*) filter (where h.status = 'waiting' and exists (
                 select 1 from book_inventory as s
                 where s.book_id = h.book_id and s.status = 'VERIFIED'))::int as on_shelf
        from holds as h left join book_inventory as i on i.id = h.inventory_id`),
    ).toEqual({ ready: 50, waiting: 450, onShelf: 0 });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const read = (node: PlanNode, table: string): number =>
  (node['Relation Name'] === table ? node['Actual Rows'] * node['Actual Loops'] : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + read(child, table), 0);
const indexes = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexes),
];

describe('the loan lists at size', () => {
  it('reads every page of the overdue list, near or deep, as a plain ordered query has it', async () => {
    const { rows } = await sql<{ id: number }>`
      select l.id from loans as l join members as m on m.id = l.member_id
      join book_inventory as i on i.id = l.inventory_id
      where l.status = 'active' and l.due_date < ${NOW} order by l.due_date, l.id`.execute(t.db);
    expect(rows).toHaveLength(2600);
    for (const offset of [0, 50, 1250, 1999, 2000, 2550, 2599, 2600]) {
      const page = await listLoans(t.db, { view: 'overdue', limit: PAGE, offset, now: NOW });
      expect(page.total).toBe(2600);
      expect(page.items.map((loan) => loan.id)).toEqual(
        rows.slice(offset, offset + PAGE).map((r) => r.id),
      );
      expect(page.items.every((loan) => loan.daysLate >= 1)).toBe(true);
    }
  });

  it('reads a deep page of the returned loans, and one member’s, in their own orders', async () => {
    const { rows } = await sql<{ id: number }>`
      select id from loans where status = 'returned'
      order by return_date desc, id desc`.execute(t.db);
    const deep = await listLoans(t.db, { view: 'returned', limit: PAGE, offset: 31_000, now: NOW });
    expect(deep.items.map((loan) => loan.id)).toEqual(
      rows.slice(31_000, 31_000 + PAGE).map((r) => r.id),
    );
    const member = await one(sql<{ id: number }>`
      select member_id as id from loans where status = 'active'
      group by member_id order by count(*) desc, member_id limit 1`);
    const { rows: theirs } = await sql<{ id: number }>`
      select id from loans where member_id = ${member.id}
      order by status = 'active' desc, checkout_date desc, id desc`.execute(t.db);
    const mine = await listLoans(t.db, { memberId: member.id, limit: PAGE, offset: 0, now: NOW });
    expect(mine.total).toBe(theirs.length);
    expect(mine.items.map((loan) => loan.id)).toEqual(theirs.slice(0, PAGE).map((r) => r.id));
    expect(mine.items[0]!.status).toBe('active');
  });

  it('joins a page to its own members and copies only, and counts without joining', async () => {
    const logged = capturingDb(t.url);
    try {
      for (const offset of [0, 1250, 2550]) {
        logged.take();
        await listLoans(logged.db, { view: 'overdue', limit: PAGE, offset, now: NOW });
        for (const statement of logged.take()) {
          const { rows } = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [
              ...statement.parameters,
            ]),
          );
          const plan = rows[0]!['QUERY PLAN'][0].Plan;
          // The old count joined all 2,600 late loans to their members and copies.
          expect(read(plan, 'members'), statement.sql).toBeLessThanOrEqual(PAGE);
          expect(read(plan, 'book_inventory'), statement.sql).toBeLessThanOrEqual(PAGE);
          expect(indexes(plan), statement.sql).toContain('loans_active_due_idx');
        }
      }
    } finally {
      await logged.db.destroy();
    }
  });

  it('reads a page of the returned loans from their own index, near either end', async () => {
    const logged = capturingDb(t.url);
    try {
      for (const offset of [0, 39_950]) {
        logged.take();
        await listLoans(logged.db, { view: 'returned', limit: PAGE, offset, now: NOW });
        const [page] = logged.take().filter((statement) => / in \(select/.test(statement.sql));
        const { rows } = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          CompiledQuery.raw(`explain (analyze, format json) ${page!.sql}`, [...page!.parameters]),
        );
        const plan = rows[0]!['QUERY PLAN'][0].Plan;
        // Without it every page sorted all 40,000 returned loans (a million at the benchmark's size).
        expect(indexes(plan)).toContain('loans_returned_idx');
        expect(read(plan, 'loans')).toBeLessThanOrEqual(2 * PAGE);
      }
    } finally {
      await logged.db.destroy();
    }
  });
});
