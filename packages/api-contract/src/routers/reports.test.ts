import { describe, expect, it } from 'vitest';
import { createTestContext, useTestLibrary } from '../testing/context';

// 7 October 2026, 17:30 in Jaffna.
const NOW = new Date('2026-10-07T12:00:00Z');
const lib = useTestLibrary({ now: NOW });

describe('reports.series', () => {
  it('answers every day of the range, a lend at 23:30 in Jaffna on its own day', async () => {
    const bookId = (await lib.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
    await lib.db
      .insertInto('loans')
      .values({
        bookId,
        branchId: 'JPL',
        checkoutDate: new Date('2026-10-05T18:00:00Z'),
        dueDate: new Date('2026-10-19T18:00:00Z'),
      })
      .execute();
    const series = await lib.staff.caller.reports.series({
      metric: 'loans',
      from: '2026-10-04',
      to: '2026-10-07',
    });
    expect(series).toEqual([
      { t: '2026-10-04', value: 0 },
      { t: '2026-10-05', value: 1 },
      { t: '2026-10-06', value: 0 },
      { t: '2026-10-07', value: 0 },
    ]);
    const other = await lib.staff.caller.reports.series({
      metric: 'loans',
      from: '2026-10-04',
      to: '2026-10-07',
      branchId: 'NLR',
    });
    expect(other.map((point) => point.value)).toEqual([0, 0, 0, 0]);
  });

  it('sends a series as CSV: a row per bucket, a column per part', async () => {
    const ebook = await lib.db
      .selectFrom('ebooks')
      .select('id')
      .where('language', '=', 'Tamil')
      .executeTakeFirstOrThrow();
    await lib.db
      .insertInto('ebookDownloads')
      .values({ ebookId: ebook.id, downloadedAt: new Date('2026-10-05T18:45:00Z') })
      .execute();
    const file = await lib.staff.caller.reports.seriesCsv({
      metric: 'downloads',
      from: '2026-10-05',
      to: '2026-10-06',
    });
    expect(file.filename).toBe('downloads-2026-10-07.csv');
    expect(file.body).toBe('\uFEFFt,value,Tamil\r\n2026-10-05,0,0\r\n2026-10-06,1,1\r\n');
  });

  it('refuses a range that ends before it begins, or too many buckets', async () => {
    const { staff } = lib;
    const backwards = await staff.refusal(
      staff.caller.reports.series({ metric: 'loans', from: '2026-10-07', to: '2026-10-01' }),
    );
    expect(backwards.code).toBe('BAD_REQUEST');
    const long = await staff.refusal(
      staff.caller.reports.series({ metric: 'loans', from: '2020-01-01', to: '2026-01-01' }),
    );
    expect(long.code).toBe('BAD_REQUEST');
    // Five years by the week is allowed: Monday 28 December 2020 to Monday 29 December 2025.
    const weeks = await staff.caller.reports.series({
      metric: 'loans',
      from: '2021-01-01',
      to: '2025-12-31',
      interval: 'week',
    });
    expect(weeks).toHaveLength(262);
    expect([weeks[0]?.t, weeks.at(-1)?.t]).toEqual(['2020-12-28', '2025-12-29']);
  });

  it('is for staff only: a patron and a visitor are refused', async () => {
    const patron = await createTestContext(lib.db, { role: 'patron', now: NOW });
    const input = { metric: 'loans', from: '2026-10-01', to: '2026-10-07' } as const;
    expect((await patron.refusal(patron.caller.reports.series(input))).appCode).toBe('FORBIDDEN');
    expect(
      (await patron.refusal(patron.caller.reports.report({ name: 'overdue-members' }))).appCode,
    ).toBe('FORBIDDEN');
    expect(
      (await patron.refusal(patron.caller.reports.csv({ name: 'overdue-members' }))).appCode,
    ).toBe('FORBIDDEN');
    const { visitor } = lib;
    expect((await visitor.refusal(visitor.caller.reports.series(input))).appCode).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('reports.report and reports.csv', () => {
  it('sends a report as CSV with a BOM, its columns as the header and formulas defused', async () => {
    const member = await lib.db
      .insertInto('members')
      .values({
        memberNumber: 'M9000001',
        fullName: 'செல்வம், "குமரன்"',
        phone: '=HYPERLINK("http://evil.example")',
        email: '@sum@example.org',
        branchId: 'JPL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bookId = (await lib.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
    await lib.db
      .insertInto('loans')
      .values({
        bookId,
        memberId: member.id,
        branchId: 'JPL',
        checkoutDate: new Date('2026-09-01T05:00:00Z'),
        dueDate: new Date('2026-09-15T05:00:00Z'),
      })
      .execute();
    const report = await lib.staff.caller.reports.report({ name: 'overdue-members' });
    expect(report.columns[0]).toBe('memberNumber');
    expect(report.rows).toHaveLength(1);

    const file = await lib.staff.caller.reports.csv({ name: 'overdue-members' });
    expect(file.filename).toBe('overdue-members-2026-10-07.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const [header, row] = file.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFmemberNumber,fullName,phone,email,branch,overdueLoans,oldestDue,daysOverdue',
    );
    expect(row).toBe(
      'M9000001,"செல்வம், ""குமரன்""","\'=HYPERLINK(""http://evil.example"")",\'@sum@example.org,JPL,1,2026-09-15,22',
    );
  });

  it('fills in the last 30 days and this month when they are not given', async () => {
    const summary = await lib.staff.caller.reports.report({ name: 'monthly-summary' });
    expect(summary.columns).toEqual(['measure', 'value', 'previous']);
    expect(summary.rows.find((row) => row.measure === 'loans')).toEqual({
      measure: 'loans',
      value: 1,
      previous: 1,
    });
  });
});
