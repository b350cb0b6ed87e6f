import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { namedReport, type ReportRequest } from './reports';

let t: TestDatabase;
let books: { id: number; title: string; author: string }[];
let memberId: number;
const NOW = new Date('2026-10-31T12:00:00Z');

const request = (name: ReportRequest['name'], more: Partial<ReportRequest> = {}) =>
  namedReport(t.db, {
    name,
    from: '2026-10-01',
    to: '2026-10-31',
    limit: 10,
    months: 12,
    month: '2026-10',
    now: NOW,
    ...more,
  });

async function loan(
  bookId: number,
  checkout: string,
  options: { branchId?: string; due?: string } = {},
) {
  await t.db
    .insertInto('loans')
    .values({
      bookId,
      memberId,
      branchId: options.branchId ?? 'JPL',
      checkoutDate: new Date(checkout),
      dueDate: new Date(options.due ?? '2026-12-01T00:00:00Z'),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  books = await t.db
    .selectFrom('books')
    .select(['id', 'title', 'author'])
    .orderBy('id')
    .limit(3)
    .execute();
  memberId = (
    await t.db
      .insertInto('members')
      .values({
        memberNumber: 'M9000001',
        fullName: 'Kumaran Selvam',
        phone: '=HYPERLINK("x")',
        email: 'kumaran@example.org',
        branchId: 'JPL',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const [first, second] = books as [(typeof books)[0], (typeof books)[0]];
  // The first title twice in October (once on the 1st at 00:10 in Jaffna), the second once;
  // a lend on 30 September at 23:50 in Jaffna is outside the month.
  await loan(first.id, '2026-09-30T18:40:00Z');
  await loan(first.id, '2026-10-10T05:00:00Z', { due: '2026-10-20T05:00:00Z' });
  await loan(second.id, '2026-10-11T05:00:00Z', { branchId: 'NLR' });
  await loan(first.id, '2026-09-30T18:20:00Z');
});
afterAll(() => t.destroy());

describe('namedReport', () => {
  it('ranks titles and authors by loans in the range, by the library day', async () => {
    const [first, second] = books as [(typeof books)[0], (typeof books)[0]];
    const titles = await request('top-titles-by-loans');
    expect(titles.columns).toEqual(['title', 'author', 'loans']);
    expect(titles.rows).toEqual([
      { title: first.title, author: first.author, loans: 2 },
      { title: second.title, author: second.author, loans: 1 },
    ]);
    const nlr = await request('top-titles-by-loans', { branchId: 'NLR' });
    expect(nlr.rows).toEqual([{ title: second.title, author: second.author, loans: 1 }]);
    const authors = await request('top-authors-by-loans', { limit: 1 });
    expect(authors.rows).toEqual([{ author: first.author, titles: 1, loans: 2 }]);
  });

  it('ranks e-books by downloads', async () => {
    const ebook = await t.db
      .selectFrom('ebooks')
      .select(['id', 'title', 'author', 'language'])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('ebookDownloads')
      .values([
        { ebookId: ebook.id, downloadedAt: new Date('2026-10-05T05:00:00Z') },
        { ebookId: ebook.id, downloadedAt: new Date('2026-10-06T05:00:00Z') },
        { ebookId: ebook.id, downloadedAt: new Date('2026-11-06T05:00:00Z') },
      ])
      .execute();
    const titles = await request('top-titles-by-downloads');
    expect(titles.rows).toEqual([
      { title: ebook.title, author: ebook.author, language: ebook.language, downloads: 2 },
    ]);
    const authors = await request('top-authors-by-downloads');
    expect(authors.rows).toEqual([{ author: ebook.author, titles: 1, downloads: 2 }]);
  });

  it('lists members with overdue loans and how to reach them', async () => {
    const report = await request('overdue-members');
    expect(report.rows).toEqual([
      {
        memberNumber: 'M9000001',
        fullName: 'Kumaran Selvam',
        phone: '=HYPERLINK("x")',
        email: 'kumaran@example.org',
        branch: 'JPL',
        overdueLoans: 1,
        oldestDue: '2026-10-20',
        daysOverdue: 11,
      },
    ]);
    expect((await request('overdue-members', { branchId: 'NLR' })).rows).toEqual([]);
  });

  it('lists titles with copies that nobody borrowed in N months', async () => {
    const [first, , third] = books as [(typeof books)[0], (typeof books)[0], (typeof books)[0]];
    for (const [index, book] of [first, third].entries()) {
      await t.db
        .insertInto('bookInventory')
        .values({ sku: `JPL-W-${index}`, title: book.title, bookId: book.id, status: 'VERIFIED' })
        .execute();
    }
    const report = await request('never-borrowed', { months: 6 });
    expect(report.rows.map((row) => row.title)).toEqual([third.title]);
    expect(report.rows[0]).toMatchObject({ copies: 1, lastLent: null });
  });

  it('counts the collection by language, genre and branch', async () => {
    const report = await request('collection');
    const total = await t.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const languages = report.rows.filter((row) => row.by === 'language');
    expect(languages.reduce((sum, row) => sum + Number(row.titles), 0)).toBe(Number(total.n));
    expect(report.rows.find((row) => row.by === 'branch' && row.key === 'JPL')).toEqual({
      by: 'branch',
      key: 'JPL',
      titles: 2,
      copies: 2,
    });
  });

  it('summarises the month beside the one before', async () => {
    const report = await request('monthly-summary');
    expect(report.columns).toEqual(['measure', 'value', 'previous']);
    expect(report.rows.find((row) => row.measure === 'loans')).toEqual({
      measure: 'loans',
      value: 3,
      previous: 1,
    });
    expect(report.rows.find((row) => row.measure === 'overdue')).toEqual({
      measure: 'overdue',
      value: 1,
      previous: 0,
    });
  });
});
