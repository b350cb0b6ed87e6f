import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { dashboardStats } from './dashboard';
import { reportSeries, type SeriesRequest } from './reports-series';

/**
 * Hand-counted fixtures around the library's midnight: Jaffna is UTC+05:30 all year, so
 * 18:29:59Z is 23:59:59 there and 18:30Z is the next day's 00:00. The loans of the first week of
 * October 2026 (Thursday the 1st to Wednesday the 7th), by letter:
 *
 *   E lent 1 Oct 15:30, lost                                  (lent, never out or overdue)
 *   A lent 2 Oct 23:30, due 9 Oct, back 5 Oct 00:15           (on time)
 *   C lent 2 Oct 23:59:59, due 4 Oct 17:30, back 6 Oct 10:30  (late: overdue 4 and 5 Oct)
 *   B lent 3 Oct 00:00, due 4 Oct 00:00, still out            (overdue from the 4th's start)
 *   D lent 5 Oct 15:30 at NLR, due 20 Oct, still out
 *   G lent 1 Sep, due 15 Sep, still out                       (overdue all week)
 *   H lent 1 Sep, due 20 Sep, back 3 Oct 10:30                (overdue on the 1st and 2nd)
 *   F lent 1 Sep, due 15 Sep, back 20 Sep                     (late, but before the range)
 *
 * The request's clock is 7 Oct 17:30 in Jaffna.
 */

let t: TestDatabase;
let bookId: number;
const NOW = new Date('2026-10-07T12:00:00Z');
const DAYS = [
  '2026-10-01',
  '2026-10-02',
  '2026-10-03',
  '2026-10-04',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
];

async function loan(
  checkout: string,
  due: string,
  returned: string | null,
  options: { branchId?: string; status?: 'active' | 'returned' | 'lost' } = {},
) {
  await t.db
    .insertInto('loans')
    .values({
      bookId,
      branchId: options.branchId ?? 'JPL',
      checkoutDate: new Date(checkout),
      dueDate: new Date(due),
      returnDate: returned ? new Date(returned) : null,
      status: options.status ?? (returned ? 'returned' : 'active'),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  bookId = (await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
  await loan('2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z', null, { status: 'lost' }); // E
  await loan('2026-10-02T18:00:00Z', '2026-10-09T10:00:00Z', '2026-10-04T18:45:00Z'); // A
  await loan('2026-10-02T18:29:59Z', '2026-10-04T12:00:00Z', '2026-10-06T05:00:00Z'); // C
  await loan('2026-10-02T18:30:00Z', '2026-10-03T18:30:00Z', null); // B
  await loan('2026-10-05T10:00:00Z', '2026-10-20T10:00:00Z', null, { branchId: 'NLR' }); // D
  await loan('2026-09-01T05:00:00Z', '2026-09-15T05:00:00Z', null); // G
  await loan('2026-09-01T05:00:00Z', '2026-09-20T05:00:00Z', '2026-10-03T05:00:00Z'); // H
  await loan('2026-09-01T05:00:00Z', '2026-09-15T05:00:00Z', '2026-09-20T05:00:00Z'); // F
});
afterAll(() => t.destroy());

const week = (
  metric: SeriesRequest['metric'],
  more: Partial<SeriesRequest> = {},
): SeriesRequest => ({
  metric,
  from: '2026-10-01',
  to: '2026-10-07',
  interval: 'day',
  now: NOW,
  ...more,
});

const values = async (request: SeriesRequest) =>
  (await reportSeries(t.db, request)).map((point) => point.value);

describe('reportSeries over loans, by the library day', () => {
  it('labels each day of the range and counts lends on the Jaffna day they were made', async () => {
    const points = await reportSeries(t.db, week('loans'));
    expect(points.map((point) => point.t)).toEqual(DAYS);
    expect(points.map((point) => point.value)).toEqual([1, 2, 1, 0, 1, 0, 0]);
  });

  it('counts returns on their Jaffna day', async () => {
    expect(await values(week('returns'))).toEqual([0, 0, 1, 0, 1, 1, 0]);
  });

  it('counts the loans out at each day’s end, and now on the day not yet over', async () => {
    expect(await values(week('activeLoans'))).toEqual([2, 4, 4, 4, 4, 3, 3]);
  });

  it('counts the loans overdue at each day’s end, late returns while they were late', async () => {
    expect(await values(week('overdue'))).toEqual([2, 2, 1, 3, 3, 2, 2]);
    const stats = await dashboardStats(t.db, NOW);
    expect(stats.overdueBooks).toBe(2);
    expect(stats.activeLoans).toBe(3);
  });

  it('keeps one branch’s loans only', async () => {
    expect(await values(week('loans', { branchId: 'NLR' }))).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect(await values(week('activeLoans', { branchId: 'NLR' }))).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(await values(week('activeLoans', { branchId: 'JPL' }))).toEqual([2, 4, 4, 4, 3, 2, 2]);
    expect(await values(week('overdue', { branchId: 'NLR' }))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await values(week('overdue', { branchId: 'JPL' }))).toEqual([2, 2, 1, 3, 3, 2, 2]);
  });

  it('buckets by Monday weeks and by months of the library calendar', async () => {
    const weeks = await reportSeries(t.db, week('loans', { interval: 'week' }));
    expect(weeks).toEqual([
      { t: '2026-09-28', value: 4 },
      { t: '2026-10-05', value: 1 },
    ]);
    const months = await reportSeries(
      t.db,
      week('loans', { interval: 'month', from: '2026-09-01', to: '2026-10-31' }),
    );
    expect(months).toEqual([
      { t: '2026-09-01', value: 3 },
      { t: '2026-10-01', value: 5 },
    ]);
    // At the end of September, G, H and F's late weeks are over but G and H are out and late.
    expect(
      await values(week('overdue', { interval: 'month', from: '2026-09-01', to: '2026-10-31' })),
    ).toEqual([2, 2]);
  });

  it('answers every bucket of an empty range, as 0', async () => {
    const points = await reportSeries(
      t.db,
      week('loans', { from: '2025-02-26', to: '2025-03-02', now: NOW }),
    );
    expect(points).toEqual(
      ['2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02'].map((day) => ({
        t: day,
        value: 0,
      })),
    );
    expect(await values(week('overdue', { from: '2025-01-01', to: '2025-01-03' }))).toEqual([
      0, 0, 0,
    ]);
  });

  it('gives the same days whatever the database session’s time zone', async () => {
    const inKiritimati = await t.db.transaction().execute(async (trx) => {
      await sql`set local time zone 'Pacific/Kiritimati'`.execute(trx);
      return Promise.all(
        (['loans', 'returns', 'activeLoans', 'overdue'] as const).map((metric) =>
          reportSeries(trx, week(metric)),
        ),
      );
    });
    expect(inKiritimati.map((points) => points.map((point) => point.value))).toEqual([
      [1, 2, 1, 0, 1, 0, 0],
      [0, 0, 1, 0, 1, 1, 0],
      [2, 4, 4, 4, 4, 3, 3],
      [2, 2, 1, 3, 3, 2, 2],
    ]);
  });
});

describe('reportSeries over members, downloads and scans', () => {
  beforeAll(async () => {
    const member = (number: string, at: string, branchId: string) =>
      t.db
        .insertInto('members')
        .values({
          memberNumber: number,
          fullName: 'Test',
          phone: '0771234567',
          branchId,
          createdAt: new Date(at),
        })
        .execute();
    await member('M9000001', '2026-10-02T18:10:00Z', 'JPL'); // 2 Oct 23:40
    await member('M9000002', '2026-10-02T18:40:00Z', 'NLR'); // 3 Oct 00:10

    const ebook = async (language: string) =>
      (
        await t.db
          .selectFrom('ebooks')
          .select('id')
          .where('language', '=', language as 'Tamil')
          .executeTakeFirstOrThrow()
      ).id;
    const tamil = await ebook('Tamil');
    const english = await ebook('English');
    const download = (ebookId: number, at: string) =>
      t.db
        .insertInto('ebookDownloads')
        .values({ ebookId, downloadedAt: new Date(at) })
        .execute();
    await download(tamil, '2026-10-06T18:29:00Z'); // 6 Oct 23:59
    await download(tamil, '2026-10-06T18:31:00Z'); // 7 Oct 00:01
    await download(english, '2026-10-06T20:00:00Z'); // 7 Oct

    const { id: copyId } = await t.db
      .insertInto('bookInventory')
      .values({ sku: 'NLR-20261001-0001', title: 'A copy at NLR', branchId: 'NLR' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const scan = (
      scanType: 'barcode' | 'manual' | 'image',
      at: string,
      inventoryId = null as number | null,
    ) =>
      t.db
        .insertInto('scanHistory')
        .values({ scanType, scanData: '{}', inventoryId, createdAt: new Date(at) })
        .execute();
    await scan('manual', '2026-10-01T18:25:00Z'); // 1 Oct 23:55
    await scan('barcode', '2026-10-01T18:35:00Z'); // 2 Oct 00:05
    await scan('image', '2026-10-02T06:00:00Z', copyId); // 2 Oct, a copy at NLR
  });

  it('counts new members on their Jaffna day, and per branch', async () => {
    expect(await values(week('newMembers'))).toEqual([0, 1, 1, 0, 0, 0, 0]);
    expect(await values(week('newMembers', { branchId: 'NLR' }))).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });

  it('counts downloads per language', async () => {
    const points = await reportSeries(t.db, week('downloads'));
    expect(points.slice(5)).toEqual([
      { t: '2026-10-06', value: 1, parts: { Tamil: 1 } },
      { t: '2026-10-07', value: 2, parts: { Tamil: 1, English: 1 } },
    ]);
    expect(points.slice(0, 5).map((point) => point.value)).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts scans by how they were made, and a branch’s by its copies', async () => {
    const points = await reportSeries(t.db, week('scans'));
    expect(points.slice(0, 3)).toEqual([
      { t: '2026-10-01', value: 1, parts: { manual: 1 } },
      { t: '2026-10-02', value: 2, parts: { barcode: 1, image: 1 } },
      { t: '2026-10-03', value: 0 },
    ]);
    expect(await values(week('scans', { branchId: 'NLR' }))).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(await values(week('scans', { branchId: 'JPL' }))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

/**
 * States at each day's end, by the same library midnight. Copies waiting for review (JPL
 * unless said): R1 scanned 1 Oct 23:59, verified 4 Oct 00:01; R2 scanned and rejected on 2 Oct;
 * R3 scanned 5 Oct at NLR, still waiting; R4 scanned in September, verified 1 Oct. Holds
 * (picked up at JPL unless said): H1 placed 1 Oct 23:30, a copy set aside for it 3 Oct 10:30;
 * H2 placed 3 Oct 00:01, cancelled 4 Oct; H3 placed 6 Oct for NLR, still waiting. Reads: one
 * begun 3 Oct 23:59, one 4 Oct 00:00.
 */
describe('reportSeries over reviews and holds waiting, and reads begun', () => {
  beforeAll(async () => {
    const copy = (
      sku: string,
      createdAt: string,
      more: {
        verifiedAt?: string;
        lastModified?: string;
        status?: 'VERIFIED' | 'ARCHIVED';
        branchId?: string;
      } = {},
    ) =>
      t.db
        .insertInto('bookInventory')
        .values({
          sku,
          title: 'Waiting for review',
          branchId: more.branchId ?? 'JPL',
          createdAt: new Date(createdAt),
          ...(more.status ? { status: more.status } : {}),
          ...(more.verifiedAt ? { verifiedAt: new Date(more.verifiedAt) } : {}),
          ...(more.lastModified ? { lastModified: new Date(more.lastModified) } : {}),
        })
        .execute();
    await copy('JPL-R1', '2026-10-01T18:29:00Z', {
      status: 'VERIFIED',
      verifiedAt: '2026-10-03T18:31:00Z',
    });
    await copy('JPL-R2', '2026-10-02T05:00:00Z', {
      status: 'ARCHIVED',
      lastModified: '2026-10-02T07:00:00Z',
    });
    await copy('NLR-R3', '2026-10-05T05:00:00Z', { branchId: 'NLR' });
    await copy('JPL-R4', '2026-09-20T05:00:00Z', {
      status: 'VERIFIED',
      verifiedAt: '2026-10-01T05:00:00Z',
    });

    const member = async (number: string) =>
      (
        await t.db
          .insertInto('members')
          .values({
            memberNumber: number,
            fullName: 'Holder',
            phone: '0771234567',
            branchId: 'JPL',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const hold = async (
      number: string,
      createdAt: string,
      more: {
        status: 'waiting' | 'collected' | 'cancelled';
        readyAt?: string;
        closedAt?: string;
        pickupBranchId?: string;
      },
    ) =>
      t.db
        .insertInto('holds')
        .values({
          bookId,
          memberId: await member(number),
          pickupBranchId: more.pickupBranchId ?? 'JPL',
          status: more.status,
          createdAt: new Date(createdAt),
          readyAt: more.readyAt ? new Date(more.readyAt) : null,
          closedAt: more.closedAt ? new Date(more.closedAt) : null,
        })
        .execute();
    await hold('M9100001', '2026-10-01T18:00:00Z', {
      status: 'collected',
      readyAt: '2026-10-03T05:00:00Z',
      closedAt: '2026-10-03T06:00:00Z',
    });
    await hold('M9100002', '2026-10-02T18:31:00Z', {
      status: 'cancelled',
      closedAt: '2026-10-04T05:00:00Z',
    });
    await hold('M9100003', '2026-10-06T05:00:00Z', { status: 'waiting', pickupBranchId: 'NLR' });

    const ebookId = (await t.db.selectFrom('ebooks').select('id').executeTakeFirstOrThrow()).id;
    for (const at of ['2026-10-03T18:29:00Z', '2026-10-03T18:30:00Z']) {
      await t.db
        .insertInto('readingSessions')
        .values({ ebookId, userId: null, createdAt: new Date(at) })
        .execute();
    }
  });

  it('counts the copies waiting for review at each day’s end, and per branch', async () => {
    expect(await values(week('reviewsWaiting'))).toEqual([1, 1, 1, 0, 1, 1, 1]);
    expect(await values(week('reviewsWaiting', { branchId: 'NLR' }))).toEqual([
      0, 0, 0, 0, 1, 1, 1,
    ]);
  });

  it('counts the holds in a queue at each day’s end, and per pickup branch', async () => {
    expect(await values(week('holdsWaiting'))).toEqual([1, 1, 1, 0, 0, 1, 1]);
    expect(await values(week('holdsWaiting', { branchId: 'NLR' }))).toEqual([0, 0, 0, 0, 0, 1, 1]);
    // By week: the state at each week's end (the second not yet over: now).
    expect(await values(week('holdsWaiting', { interval: 'week' }))).toEqual([0, 1]);
  });

  it('counts reads begun on their Jaffna day', async () => {
    expect(await values(week('readsStarted'))).toEqual([0, 0, 1, 1, 0, 0, 0]);
  });
});
