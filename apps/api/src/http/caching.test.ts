import { collectionSettled, createDb } from '@app/db';
import { createTestDatabase, runStatement } from '@app/db/testing';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, startTestApi, trpcQuery, type TestApi } from '../testing';

/**
 * HTTP caching (decision 0016): ETags and 304s, Cache-Control by who asks, Vary where the
 * body depends on the language, and the answers the API keeps until the collection changes.
 */
let api: TestApi<'staff'>;
beforeAll(async () => {
  api = await startTestApi({ roles: { staff: 'librarian' } });
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

describe('public collection reads', () => {
  it('carry an ETag and a short public Cache-Control, and answer 304 to a matching If-None-Match', async () => {
    const first = await get('/api/ebooks?limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toContain('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/ebooks?limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/ebooks?limit=5', { 'if-none-match': '"something else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
    expect(other.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(other.headers.link).toBe(first.headers.link);
  });

  it('are private and revalidated for someone signed in (staff see their edits at once)', async () => {
    const res = await get('/api/ebooks?limit=5', { cookie: api.cookies.staff });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('vary by language where the body is translated: OPDS feeds and every error', async () => {
    const feed = await get('/opds/new', { 'accept-language': 'ta' });
    expect(feed.headers.vary).toContain('Accept-Language');
    expect(feed.headers.etag).toBeDefined();
    const tamil = await get('/opds/new', { 'accept-language': 'ta' });
    const english = await get('/opds/new', { 'accept-language': 'en' });
    expect(tamil.body).not.toBe(english.body);
    expect(tamil.body).toBe(feed.body);

    const refused = await get('/api/ebooks?limit=5000', { 'accept-language': 'si' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.vary).toContain('Accept-Language');
  });

  it('give the web’s tRPC reads an ETag too, and a 304 keeps the browser’s copy', async () => {
    const res = await trpcQuery(api.app, 'ebooks.featured', { limit: 3 });
    expect(res.statusCode).toBe(200);
    const page = superjson.deserialize<{ items: { createdAt: Date }[] }>(res.json().result.data);
    expect(page.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ limit: 3 })));
    const url = `/trpc/ebooks.featured?input=${input}`;
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Staff-only reads are never public.
    const staff = await get('/trpc/inventory.stats', { cookie: api.cookies.staff });
    expect(staff.headers['cache-control']).toBe('private, no-cache');
  });

  it('mark every answer made for a signed-in browser, which the service worker never keeps', async () => {
    const signedIn = await get(url('ebooks.featured'), { cookie: api.cookies.staff });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-library-signed-in']).toBe('1');
    // A batch of public reads answered to a visitor is not marked (the worker keeps it).
    const visitor = await get(url('ebooks.featured'));
    expect(visitor.headers['x-library-signed-in']).toBeUndefined();
  });
});

const url = (procedure: string) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ limit: 3 })))}`;

/** A download as PostgreSQL sees it: the counter moves, nothing is announced. */
const downloadedOnce = (id: number) =>
  api.db
    .updateTable('ebooks')
    .set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) }))
    .where('id', '=', id)
    .execute();

describe('answers kept in memory', () => {
  const popular = async () =>
    (await get('/api/ebooks/popular?limit=3')).json<
      { id: number; title: string; downloadCount: number }[]
    >();

  it('are reused until the collection changes, by this process or any other', async () => {
    const before = await popular();
    const top = before[0]!;
    // A download changes nothing PostgreSQL announces: the kept answer stands (for a minute).
    await downloadedOnce(top.id);
    expect((await popular())[0]!.downloadCount).toBe(top.downloadCount);

    // An edit through this API drops them before its answer leaves.
    const edit = await api.app.inject({
      method: 'PUT',
      url: `/api/ebooks/${top.id}`,
      headers: { cookie: api.cookies.staff },
      payload: { title: `${top.title} (revised)` },
    });
    expect(edit.statusCode).toBe(200);
    expect((await popular())[0]!.title).toBe(`${top.title} (revised)`);

    // Another process (here: SQL) changes a title: the announcement drops them.
    await api.db
      .updateTable('ebooks')
      .set({ title: 'Renamed elsewhere' })
      .where('id', '=', top.id)
      .execute();
    await expect.poll(async () => (await popular())[0]!.title).toBe('Renamed elsewhere');
  });

  it('made from the e-books alone outlast changes to the copies and events, not to the e-books', async () => {
    const [top] = await popular();
    await downloadedOnce(top!.id);
    // A copy scanned and an event edited elsewhere, heard by this process.
    await api.db
      .insertInto('bookInventory')
      .values({ sku: 'KEPT-COPY-1', title: 'A desk copy', author: 'Scanner' })
      .execute();
    await api.db.updateTable('events').set({ maxAttendees: 61 }).where('id', '=', 1).execute();
    await collectionSettled(api.db);
    expect((await popular())[0]!.downloadCount).toBe(top!.downloadCount);
    // The same through this API: a staff write waits until it has been heard.
    const edit = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/events/1',
      headers: { cookie: api.cookies.staff },
      payload: { maxAttendees: 62 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await popular())[0]!.downloadCount).toBe(top!.downloadCount);
    // An e-book edited elsewhere: dropped.
    await api.db
      .updateTable('ebooks')
      .set({ isFeatured: true })
      .where('id', '=', top!.id)
      .execute();
    await collectionSettled(api.db);
    expect((await popular())[0]!.downloadCount).toBe(top!.downloadCount + 1);
  });

  it('of the events outlast changes to the copies, not to the events', async () => {
    const events = async () =>
      (await get('/api/events?limit=50')).json<{ id: number; title: string }[]>();
    const [first] = await events();
    // The event renamed without PostgreSQL announcing it: only a kept answer still has the
    // old title.
    await runStatement(
      api.db,
      `do $$ begin
        alter table events disable trigger events_notify_change;
        update events set title = 'Renamed unannounced' where id = ${first!.id};
        alter table events enable trigger events_notify_change;
      end $$`,
    );
    // A copy scanned elsewhere, heard by this process: the events answer is still kept.
    await api.db
      .insertInto('bookInventory')
      .values({ sku: 'KEPT-COPY-2', title: 'Another desk copy', author: 'Scanner' })
      .execute();
    await collectionSettled(api.db);
    expect((await events())[0]!.title).toBe(first!.title);
    // An event changed: dropped.
    await api.db
      .updateTable('events')
      .set({ maxAttendees: 63 })
      .where('id', '=', first!.id)
      .execute();
    await collectionSettled(api.db);
    expect((await events())[0]!.title).toBe('Renamed unannounced');
  });

  it('are never used for someone signed in', async () => {
    const mine = () =>
      get('/api/ebooks/popular?limit=3', { cookie: api.cookies.staff }).then((res) =>
        res.json<{ id: number; downloadCount: number }[]>(),
      );
    const [first] = await mine();
    await downloadedOnce(first!.id);
    expect((await mine())[0]!.downloadCount).toBe(first!.downloadCount + 1);
  });

  it('are not kept when the app is told not to (the benchmarks time the queries)', async () => {
    const plain = await buildTestApp(api.db, { keepAnswers: false });
    try {
      const read = async () =>
        (await plain.inject('/api/ebooks/popular?limit=1')).json<
          { id: number; downloadCount: number }[]
        >()[0]!;
      const before = await read();
      await downloadedOnce(before.id);
      expect((await read()).downloadCount).toBe(before.downloadCount + 1);
    } finally {
      await plain.close();
    }
  });
});

describe('an answer nobody has kept yet', () => {
  it('is made once for many readers asking at the same moment', async () => {
    const t = await createTestDatabase({ seeded: true });
    let reads = 0;
    const db = createDb(t.url, {
      log: (event) => {
        if (event.level === 'query' && /from "events"/.test(event.query.sql)) reads += 1;
      },
    });
    const app = await buildTestApp(db, { ownsDb: true });
    try {
      // What one reader alone costs: the page and its total.
      expect((await app.inject('/api/events?limit=5')).statusCode).toBe(200);
      const alone = reads;
      expect(alone).toBeGreaterThan(0);
      reads = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => app.inject('/api/events?limit=6')),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect(reads).toBe(alone);
    } finally {
      await app.close();
      await t.destroy();
    }
  });
});
