import { dashboardStats } from '@app/db';
import { SEED_NOW } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/** The REST skin of dashboard.stats (its counts are tested in packages/api-contract). */
let api: TestApi<'staff'>;
beforeAll(async () => {
  api = await startTestApi({ now: () => SEED_NOW, roles: { staff: 'librarian' } });
});
afterAll(() => api.close());

describe('GET /api/admin/stats', () => {
  it('answers the eight counts as JSON, as of the server’s clock', async () => {
    const res = await api.app.inject({
      url: '/api/admin/stats',
      headers: { cookie: api.cookies.staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await dashboardStats(api.db, SEED_NOW));
  });

  it('is for staff only', async () => {
    expect((await api.app.inject('/api/admin/stats')).statusCode).toBe(401);
  });
});
