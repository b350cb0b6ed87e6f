import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from './housekeeping';
import { createTestUser } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const now = new Date('2026-11-21T12:00:00Z');
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
const days = (d: number) => minutes(d * 24 * 60);

describe('housekeeping', () => {
  it('removes expired sessions, and failures, counters and devices that decide nothing any more', async () => {
    const user = await createTestUser(t.db, 'librarian');
    await t.db
      .insertInto('sessions')
      .values([
        { id: 'expired', userId: user.id, expiresAt: minutes(-1) },
        { id: 'current', userId: user.id, expiresAt: minutes(60) },
      ])
      .execute();
    await t.db
      .insertInto('loginFailures')
      .values([
        { email: 'a@b.lk', ipAddress: '10.0.0.1', failedAt: minutes(-61) },
        { email: 'a@b.lk', ipAddress: '10.0.0.1', failedAt: minutes(-5) },
      ])
      .execute();
    await t.db
      .insertInto('rateLimits')
      .values([
        { key: 'search:10.0.0.1', hits: 61, windowEndsAt: minutes(-1) },
        { key: 'search:10.0.0.2', hits: 3, windowEndsAt: minutes(1) },
      ])
      .execute();
    await t.db
      .insertInto('trustedDevices')
      .values([
        { tokenHash: 'old', userId: user.id, lastUsedAt: days(-366) },
        { tokenHash: 'recent', userId: user.id, lastUsedAt: days(-30) },
      ])
      .execute();

    const report = await sweep(t.db, now, { downloadLogRetentionDays: 30 });
    expect(report).toMatchObject({ sessions: 1, rateLimits: 1 });

    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids(await t.db.selectFrom('sessions').select('id').execute())).toEqual(['current']);
    const failures = await t.db.selectFrom('loginFailures').select('failedAt').execute();
    expect(failures.map((f) => f.failedAt)).toEqual([minutes(-5)]);
    const counters = await t.db.selectFrom('rateLimits').select('key').execute();
    expect(counters.map((c) => c.key)).toEqual(['search:10.0.0.2']);
    const devices = await t.db.selectFrom('trustedDevices').select('tokenHash').execute();
    expect(devices.map((d) => d.tokenHash)).toEqual(['recent']);
  });

  it('drops the download log’s IP addresses and user agents after the retention, and keeps the count', async () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) Mobile';
    const logged = (at: Date, ebookId: number) => ({
      ebookId,
      ipAddress: '203.0.113.9',
      userAgent: ua,
      device: 'mobile',
      downloadedAt: at,
    });
    await t.db
      .insertInto('ebookDownloads')
      .values([logged(days(-31), 1), logged(days(-29), 1), logged(days(-8), 2)])
      .execute();
    const log = () =>
      t.db
        .selectFrom('ebookDownloads')
        .select(['ebookId', 'ipAddress', 'userAgent', 'device', 'downloadedAt'])
        .orderBy('downloadedAt')
        .execute();

    expect((await sweep(t.db, now, { downloadLogRetentionDays: 30 })).downloadClients).toBe(1);
    expect(await log()).toEqual([
      { ebookId: 1, ipAddress: null, userAgent: null, device: 'mobile', downloadedAt: days(-31) },
      {
        ebookId: 1,
        ipAddress: '203.0.113.9',
        userAgent: ua,
        device: 'mobile',
        downloadedAt: days(-29),
      },
      {
        ebookId: 2,
        ipAddress: '203.0.113.9',
        userAgent: ua,
        device: 'mobile',
        downloadedAt: days(-8),
      },
    ]);

    // A shorter setting takes effect at the next sweep; what is gone stays gone.
    expect((await sweep(t.db, now, { downloadLogRetentionDays: 7 })).downloadClients).toBe(2);
    const after = await log();
    expect(after.every((row) => row.ipAddress === null && row.userAgent === null)).toBe(true);
    expect(after).toHaveLength(3);
  });

  it('deletes webhook deliveries settled a month ago with their log, and keeps those still held', async () => {
    const endpoint = await t.db
      .insertInto('webhookEndpoints')
      .values({ url: 'https://hooks.example.org/x', events: ['book.created'], secretSealed: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = (state: 'delivered' | 'failed' | 'pending', at: Date) => ({
      endpointId: endpoint.id,
      eventId: crypto.randomUUID(),
      eventType: 'book.created' as const,
      data: '{}',
      occurredAt: at,
      createdAt: at,
      state,
      nextAttemptAt: at,
      retryUntil: at,
    });
    const rows = await t.db
      .insertInto('webhookDeliveries')
      .values([
        delivery('delivered', days(-31)),
        delivery('failed', days(-31)),
        delivery('pending', days(-31)),
        delivery('delivered', days(-29)),
      ])
      .returning(['id', 'state', 'createdAt'])
      .execute();
    await t.db
      .insertInto('webhookAttempts')
      .values({ deliveryId: rows[0]!.id, attempt: 1, startedAt: days(-31), statusCode: 200 })
      .execute();
    expect((await sweep(t.db, now, { downloadLogRetentionDays: 30 })).webhookDeliveries).toBe(2);
    const left = await t.db
      .selectFrom('webhookDeliveries')
      .select(['state', 'createdAt'])
      .execute();
    expect(left).toEqual(
      expect.arrayContaining([
        { state: 'pending', createdAt: days(-31) },
        { state: 'delivered', createdAt: days(-29) },
      ]),
    );
    expect(left).toHaveLength(2);
    expect(await t.db.selectFrom('webhookAttempts').select('id').execute()).toEqual([]);
  });
});
