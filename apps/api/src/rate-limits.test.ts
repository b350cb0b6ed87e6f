import { mkdtempSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { fakeEbookFile, startFakeHost, type FakeHost } from '@app/testing/ebook-files';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, manualClock, signIn, trpcPost } from './testing';

/**
 * Limits on public writes and expensive public reads (decision 0019): per client address,
 * shared by every API process through PostgreSQL, answered 429 with Retry-After and a
 * translated sentence, and never applied to staff.
 */
let t: TestDatabase;
let host: FakeHost;
let first: FastifyInstance;
let second: FastifyInstance;
let staffCookie: string;
let uploads: string;
const clock = manualClock();

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  host = await startFakeHost({}, { fallback: fakeEbookFile });
  // One upload folder, as the replicas of a deployment share their storage.
  uploads = mkdtempSync(path.join(tmpdir(), 'jpl-limits-'));
  const env = { EBOOK_REMOTE_BASE_URL: host.url, UPLOAD_DIR: uploads };
  // Two API processes over one database, as behind a load balancer.
  first = await buildTestApp(t.db, { now: clock.now, env });
  second = await buildTestApp(t.db, { now: clock.now, env });
  const staff = await createTestUser(t.db, 'librarian');
  staffCookie = await signIn(first, staff.email, staff.password);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await host.close();
  await t.destroy();
});
beforeEach(async () => {
  await t.db.deleteFrom('rateLimits').execute();
  clock.advance(24 * 60 * 60 * 1000);
});

const from = (ip: string) => ({ remoteAddress: ip });
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
const either = (i: number) => (i % 2 === 0 ? first : second);

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(retryAfter(res)).toBeGreaterThan(0);
}

describe('newsletter sign-ups', () => {
  it('take ten an hour from one address, across processes; the rest are refused and not stored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await either(i).inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `reader-${i}@example.lk` },
        ...from('203.0.113.5'),
        headers: { 'accept-language': 'si' },
      });
      statuses.push(res.statusCode);
      if (i === 29) {
        expectRefused(res);
        expect(res.json()).toMatchObject({ appCode: 'RATE_LIMITED' });
        expect(res.json().message).toMatch(/[\u0D80-\u0DFF]/);
        expect(res.json().message).toMatch(/\d/);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const stored = await t.db
      .selectFrom('newsletters')
      .select('email')
      .where('email', 'like', 'reader-%@example.lk')
      .execute();
    expect(stored).toHaveLength(10);
    // Another address has its own share.
    const other = await second.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'someone-else@example.lk' },
      ...from('198.51.100.5'),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('download counting', () => {
  const downloads = async (id: number) =>
    (
      await t.db
        .selectFrom('ebooks')
        .select('downloadCount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).downloadCount;

  it('counts a few a minute from one client; repeats are refused with 429 and not counted', async () => {
    const before = await downloads(3);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await either(i).inject({
        method: 'POST',
        url: '/api/ebooks/3/download',
        ...from('203.0.113.7'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await downloads(3)).toBe(before + 3);
    // The same over tRPC: refused, with Retry-After, not counted.
    const trpc = await trpcPost(first, 'ebooks.download', { id: 3 });
    expect(trpc.statusCode).toBe(200); // 127.0.0.1 is another client
    const again = await first.inject({
      method: 'POST',
      url: '/trpc/ebooks.download',
      payload: { json: { id: 3 } },
      ...from('203.0.113.7'),
    });
    expectRefused(again);
    expect(await downloads(3)).toBe(before + 4);
    // A minute later, one more may count.
    clock.advance(60_000);
    const later = await second.inject({
      method: 'POST',
      url: '/api/ebooks/3/download',
      ...from('203.0.113.7'),
    });
    expect(later.statusCode).toBe(200);
  });

  it('cannot move "popular": hundreds of downloads from one client add at most a few', async () => {
    const popular = async () =>
      (await first.inject('/api/ebooks/popular?limit=100')).json<{ id: number }[]>();
    const last = (await popular()).at(-1)!.id;
    const before = await downloads(last);
    for (let i = 0; i < 200; i++) {
      await either(i).inject({
        method: 'POST',
        url: `/api/ebooks/${last}/download`,
        ...from('203.0.113.8'),
      });
    }
    expect(await downloads(last)).toBe(before + 3);
  });

  it('is never refused to staff', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await either(i).inject({
        method: 'POST',
        url: '/api/ebooks/4/download',
        headers: { cookie: staffCookie },
        ...from('203.0.113.9'),
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

// Every search here is a new one: a repeated search is answered from the answers the site keeps
// until the collection changes (http/caching.ts), which costs nothing and is not counted.
let searches = 0;
const fresh = (path: '/api/ebooks/search' | '/opds/search' | '/opds2/search') =>
  `${path}?${path === '/opds2/search' ? 'query' : 'q'}=kural${++searches}`;

describe('search', () => {
  it('takes sixty a minute from one address across the site, REST and OPDS together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const rest = await either(i).inject({
        url: fresh('/api/ebooks/search'),
        ...from('203.0.113.10'),
      });
      // OPDS 1.2 and 2.0 in turn: one counter.
      const opds = await either(i + 1).inject({
        url: fresh(i % 2 ? '/opds2/search' : '/opds/search'),
        ...from('203.0.113.10'),
      });
      statuses.push(rest.statusCode, opds.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectRefused(
      await first.inject({ url: fresh('/api/ebooks/search'), ...from('203.0.113.10') }),
    );
    const opds = await second.inject({
      url: fresh('/opds/search'),
      ...from('203.0.113.10'),
      headers: { 'accept-language': 'ta' },
    });
    expectRefused(opds);
    expect(opds.json().message).toMatch(/[\u0B80-\u0BFF]/);
    // Staff searching all day are not counted.
    for (let i = 0; i < 70; i++) {
      const res = await first.inject({
        url: fresh('/api/ebooks/search'),
        headers: { cookie: staffCookie },
        ...from('203.0.113.10'),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await first.inject({
        url: fresh('/api/ebooks/search'),
        ...from(`2001:db8:1:2::${(i + 1).toString(16)}`),
      });
      expect(res.statusCode).toBe(200);
    }
    expectRefused(
      await first.inject({ url: fresh('/api/ebooks/search'), ...from('2001:db8:1:2:ffff::1') }),
    );
    expect(
      (await first.inject({ url: fresh('/api/ebooks/search'), ...from('2001:db8:1:3::1') }))
        .statusCode,
    ).toBe(200);
  });
});

describe('remote e-book files', () => {
  it('fetch ten from their hosts per client in ten minutes; cached files stay free', async () => {
    const ids = (
      await t.db
        .selectFrom('ebooks')
        .select('id')
        .where('fileUrl', 'like', 'https://%')
        .where('isActive', '=', true)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const file = (id: number, ip: string) =>
      either(id).inject({ url: `/api/ebooks/${id}/file`, ...from(ip) });
    for (const id of ids.slice(0, 10))
      expect((await file(id, '203.0.113.11')).statusCode).toBe(200);
    const fetched = host.requests.length;
    expectRefused(await file(ids[10]!, '203.0.113.11'));
    expect(host.requests.length).toBe(fetched);
    // Files already fetched are served from the site's copy, however often.
    for (let i = 0; i < 5; i++) expect((await file(ids[0]!, '203.0.113.11')).statusCode).toBe(200);
    // Another client may have the eleventh fetched.
    expect((await file(ids[10]!, '198.51.100.11')).statusCode).toBe(200);
    expect(host.requests.length).toBe(fetched + 1);
  });
});

describe('e-book preview cards', () => {
  const cardsIn = async (dir: string) =>
    (await readdir(path.join(dir, 'cards'), { recursive: true })).filter((f) => f.endsWith('.png'));

  it('are drawn once per version of the e-book and kept for every process, not drawn again', async () => {
    const { id } = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/ebooks/${id}/card.png`;
    const drawn = await first.inject({ url, ...from('198.51.100.40') });
    expect(drawn.statusCode).toBe(200);
    const [file, ...more] = await cardsIn(uploads);
    expect(more).toEqual([]);
    const written = (await stat(path.join(uploads, 'cards', file!))).mtimeMs;
    // The other process, and the first again: the kept card, the same bytes, not drawn anew.
    for (const app of [second, first]) {
      const kept = await app.inject({ url, ...from('198.51.100.41') });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(drawn.rawPayload)).toBe(true);
    }
    expect(await cardsIn(uploads)).toEqual([file]);
    expect((await stat(path.join(uploads, 'cards', file!))).mtimeMs).toBe(written);
    // A changed e-book is a new version: drawn once, in place of the old one.
    await t.db
      .updateTable('ebooks')
      .set({ title: 'A title changed since', updatedAt: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    const changed = await second.inject({ url, ...from('198.51.100.40') });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(drawn.rawPayload)).toBe(false);
    const now = await cardsIn(uploads);
    expect(now).toHaveLength(1);
    expect(now).not.toEqual([file]);
  });

  it('take sixty a minute from one address, across processes', async () => {
    const { id } = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await either(i).inject({
        url: `/ebooks/${id}/card.png`,
        ...from('203.0.113.44'),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectRefused(res);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another address is served.
    const other = await first.inject({ url: `/ebooks/${id}/card.png`, ...from('203.0.113.45') });
    expect(other.statusCode).toBe(200);
  });
});
