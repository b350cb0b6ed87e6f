import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { buildTestApp } from '../testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

/**
 * The address the server takes a request to come from, as it records it: a download keeps the
 * reader's address in the log, and every limit keys on the same `request.ip`.
 */
let ebookId = 0;
async function seenAddress(
  trustProxy: string | undefined,
  from: string,
  forwardedFor?: string,
): Promise<string | null> {
  // A different e-book each time: one client counts a few downloads a minute of one.
  ebookId = (ebookId % 10) + 1;
  const app = await buildTestApp(t.db, { env: trustProxy ? { TRUST_PROXY: trustProxy } : {} });
  try {
    const before = await t.db
      .selectFrom('ebookDownloads')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'POST',
      url: `/api/ebooks/${ebookId}/download`,
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('ebookDownloads')
      .select('ipAddress')
      .where('id', '>', before.id ?? 0)
      .executeTakeFirstOrThrow();
    return row.ipAddress;
  } finally {
    await app.close();
  }
}

describe('the client address (TRUST_PROXY)', () => {
  it('is the connection itself by default: X-Forwarded-For from anyone is ignored', async () => {
    expect(await seenAddress(undefined, '198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
  });

  it('comes from X-Forwarded-For only when the connection is from a listed proxy', async () => {
    expect(await seenAddress('10.0.0.5', '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress('10.0.0.0/24', '10.0.0.77', '203.0.113.9')).toBe('203.0.113.9');
    // Not the proxy: whatever the header says, the connection's address is the client.
    expect(await seenAddress('10.0.0.5', '198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
  });

  it('cannot be moved by a hop the client prepends', async () => {
    // The client sends "X-Forwarded-For: 192.0.2.1"; the proxy appends what it saw.
    expect(await seenAddress('10.0.0.5', '10.0.0.5', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress('1', '10.0.0.5', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    // Two proxies in a row, both listed: the nearest address that is not one of them.
    expect(await seenAddress('10.0.0.0/24', '10.0.0.5', '192.0.2.1, 203.0.113.9, 10.0.0.6')).toBe(
      '203.0.113.9',
    );
  });

  it('refuses a setting that would trust every proxy, and names what is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every proxy/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(
      /TRUST_PROXY: not an address, CIDR range or hop count: proxy.local/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10.0.0.0\/33/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    // Production no longer trusts proxies by itself.
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
  });
});
