import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/** The REST skin of the reports router (its counts are tested in packages/db). */
// 7 October 2026, 17:30 in Jaffna.
const NOW = new Date('2026-10-07T12:00:00Z');
let api: TestApi<'staff' | 'patron'>;
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW, roles: { staff: 'librarian', patron: 'patron' } });
  const bookId = (await api.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
  const member = await api.db
    .insertInto('members')
    .values({
      memberNumber: 'M9000001',
      fullName: 'சிவா "Siva" பிள்ளை',
      phone: '+94 77 123 4567',
      email: 'siva@example.org',
      branchId: 'JPL',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('loans')
    .values({
      bookId,
      memberId: member.id,
      branchId: 'JPL',
      // 5 October, 23:45 in Jaffna; due on the 6th, so overdue now.
      checkoutDate: new Date('2026-10-05T18:15:00Z'),
      dueDate: new Date('2026-10-06T12:00:00Z'),
    })
    .execute();
});
afterAll(() => api.close());

const get = (url: string, who?: 'staff' | 'patron') =>
  api.app.inject({ url, headers: who ? { cookie: api.cookies[who] } : {} });

describe('GET /api/reports/series', () => {
  it('answers [{ t, value }] per library day', async () => {
    const res = await get(
      '/api/reports/series?metric=loans&from=2026-10-05&to=2026-10-06',
      'staff',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { t: '2026-10-05', value: 1 },
      { t: '2026-10-06', value: 0 },
    ]);
    const overdue = await get(
      '/api/reports/series?metric=overdue&from=2026-10-05&to=2026-10-07&branchId=JPL&interval=day',
      'staff',
    );
    expect(overdue.json().map((point: { value: number }) => point.value)).toEqual([0, 1, 1]);
  });

  it('answers the series as a CSV download', async () => {
    const res = await get(
      '/api/reports/series.csv?metric=loans&from=2026-10-05&to=2026-10-06',
      'staff',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('\uFEFFt,value\r\n2026-10-05,1\r\n2026-10-06,0\r\n');
  });

  it('refuses a bad metric or range with field errors', async () => {
    const res = await get(
      '/api/reports/series?metric=fines&from=2026-10-05&to=2026-10-01',
      'staff',
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain('metric');
  });

  it('is for staff only', async () => {
    const url = '/api/reports/series?metric=loans&from=2026-10-05&to=2026-10-06';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, 'patron')).statusCode).toBe(403);
  });
});

describe('GET /api/reports/{name} and {name}.csv', () => {
  it('answers a report as JSON', async () => {
    const res = await get('/api/reports/overdue-members', 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'overdue-members',
      rows: [{ memberNumber: 'M9000001', overdueLoans: 1, oldestDue: '2026-10-06' }],
    });
  });

  it('answers the CSV as a download: a BOM, the header row, quotes doubled', async () => {
    const res = await get('/api/reports/overdue-members.csv', 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="overdue-members-2026-10-07.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'memberNumber,fullName,phone,email,branch,overdueLoans,oldestDue,daysOverdue',
    );
    // A phone starting with + would be a formula: it is kept as text.
    expect(row).toBe(
      'M9000001,"சிவா ""Siva"" பிள்ளை",\'+94 77 123 4567,siva@example.org,JPL,1,2026-10-06,1',
    );
  });

  it('refuses an unknown report, and anyone but staff', async () => {
    expect((await get('/api/reports/fines', 'staff')).statusCode).toBe(400);
    expect((await get('/api/reports/collection.csv', 'patron')).statusCode).toBe(403);
    expect((await get('/api/reports/collection')).statusCode).toBe(401);
  });
});
