import { createTestDatabase, forgetNewestMigration } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/context';

describe('health.check', () => {
  it('answers ok while the database answers, and DATABASE_UNAVAILABLE once it is gone', async () => {
    const t = await createTestDatabase();
    const { caller, refusal } = await createTestContext(t.db);
    expect(await caller.health.check()).toMatchObject({ status: 'ok', database: 'up' });
    await t.destroy();
    expect(await refusal(caller.health.check())).toMatchObject({
      // 503: the service is away for a while, not broken (decision 0020).
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      appCode: 'DATABASE_UNAVAILABLE',
    });
  });
});

describe('health.ready', () => {
  it('is ready on a current database, waits while a migration is pending, and is away with it', async () => {
    const t = await createTestDatabase();
    const { caller, refusal } = await createTestContext(t.db, { language: 'ta' });
    expect(await caller.health.ready()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'current',
    });

    // The newest migration not yet run, as on a replica started before the migration service
    // has finished.
    await forgetNewestMigration(t.db);
    expect(await refusal(caller.health.ready())).toMatchObject({
      httpStatus: 503,
      appCode: 'MIGRATIONS_PENDING',
      appParams: { retryAfterSeconds: 10 },
      message: expect.stringMatching(/[\u0B80-\u0BFF]/),
    });
    // Liveness does not depend on it.
    expect(await caller.health.check()).toMatchObject({ status: 'ok' });

    await t.destroy();
    expect(await refusal(caller.health.ready())).toMatchObject({
      httpStatus: 503,
      appCode: 'DATABASE_UNAVAILABLE',
    });
  });
});
