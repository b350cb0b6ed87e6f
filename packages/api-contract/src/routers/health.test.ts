import { createTestDatabase } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/context';

describe('health.check', () => {
  it('answers ok while the database answers, and DATABASE_UNAVAILABLE once it is gone', async () => {
    const t = await createTestDatabase();
    const { caller, refusal } = await createTestContext(t.db);
    expect(await caller.health.check()).toMatchObject({ status: 'ok', database: 'up' });
    await t.destroy();
    expect(await refusal(caller.health.check())).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      appCode: 'DATABASE_UNAVAILABLE',
    });
  });
});
