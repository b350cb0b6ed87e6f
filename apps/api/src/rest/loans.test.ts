import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApi, type TestApi } from '../testing';

/**
 * The REST skin of the desk's scan time (its bounds are tested in packages/db): a lend and a
 * return sent with `scannedAt`, as a desk that kept them offline sends them, count from then.
 */
let api: TestApi<'staff'>;
// 10:00 in Jaffna on Tuesday 1 December 2026.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
beforeAll(async () => {
  api = await startTestApi({ now: clock.now, roles: { staff: 'librarian' } });
});
afterAll(() => api.close());

const post = (url: string, body: object) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', cookie: api.cookies.staff },
    payload: JSON.stringify(body),
  });

describe('POST /api/loans and /api/loans/return with scannedAt', () => {
  it('lend and return count from the desk’s scans, sent as ISO 8601 with their offset', async () => {
    const member = await post('/api/members', {
      fullName: 'கயல் சிவா',
      phone: '021 222 6666',
      branchId: 'JPL',
    });
    expect(member.statusCode).toBe(201);
    const { memberNumber } = member.json<{ memberNumber: string }>();
    const sku = 'JPL-REST-SCAN-001';
    await api.db
      .insertInto('bookInventory')
      .values({ sku, title: 'ஏடு', status: 'VERIFIED' })
      .execute();

    const lent = await post('/api/loans', {
      memberNumber,
      sku,
      scannedAt: '2026-11-30T16:00:00+05:30',
    });
    expect(lent.statusCode).toBe(201);
    expect(lent.json()).toMatchObject({
      checkoutDate: '2026-11-30T10:30:00.000Z',
      // Fourteen days from 30 November: the end of 14 December in Jaffna.
      dueDate: '2026-12-14T18:29:59.999Z',
    });

    const back = await post('/api/loans/return', { sku, scannedAt: '2026-12-01T09:00:00+05:30' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      returned: true,
      loan: { returnDate: '2026-12-01T03:30:00.000Z' },
    });
  });

  it('refuses a scannedAt that is not a moment with its offset, naming the field', async () => {
    const res = await post('/api/loans/return', {
      sku: 'JPL-REST-SCAN-001',
      scannedAt: '2026-12-01 09:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { scannedAt: expect.any(Array) },
    });
  });
});
