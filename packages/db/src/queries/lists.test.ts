import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundKept,
  collectionSettled,
  collectionVersion,
  keptOrStarted,
  keptUntilChange,
  watchCollectionChanges,
} from '../changes';
import { generateCollection, GENERATED_SOURCE } from '../generate';
import { createTestDatabase, type TestDatabase } from '../testing';
import { listBooks } from './books';
import { countEbooks, insertEbook, listAllEbooks, listEbooks, listPopularEbooks } from './ebooks';
import { listEvents } from './events';
import { countInventory, inventoryStats } from './inventory';

let t: TestDatabase;
const NOW = new Date('2026-11-24T06:00:00.000Z');
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  await generateCollection(
    t.db,
    { ebooks: 4500, books: 300, inventory: 4200, events: 40 },
    { now: NOW },
  );
}, 120_000);
afterAll(() => t.destroy());

/** Every id of a list in its order, straight from SQL: what the pages must add up to. */
async function allIds(query: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(t.db);
  return rows.map((row) => row.id);
}

describe('pages of a long list', () => {
  it('add up to the whole list, read from either end, with the true total', async () => {
    const expected = await allIds(
      'select id from ebooks where is_active order by created_at desc, id desc',
    );
    expect(expected.length).toBeGreaterThan(4000);
    // Shallow pages, the middle, pages read backwards, the last (short) page and past the end.
    for (const offset of [0, 24, 2100, 2230, expected.length - 30, expected.length - 7]) {
      const page = await listEbooks(t.db, { limit: 24, offset });
      expect(page.total).toBe(expected.length);
      expect(
        page.items.map((e) => e.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + 24));
    }
    expect(await listEbooks(t.db, { limit: 24, offset: expected.length })).toEqual({
      items: [],
      total: expected.length,
    });
  });

  it('add up the same from page anchors, kept while the collection is unchanged', async () => {
    const watcher = await watchCollectionChanges(t.db);
    try {
      const newest = 'select id from ebooks where is_active order by created_at desc, id desc';
      let expected = await allIds(newest);
      const offsets = [1000, 1999, 2000, 2500, expected.length - 1500, expected.length - 30];
      // The first deep pages walk the index while the anchors are found behind them; the
      // next ones start from the anchors.
      for (const round of ['without anchors', 'from anchors']) {
        for (const offset of offsets) {
          const page = await listEbooks(t.db, { limit: 24, offset });
          expect(
            page.items.map((e) => e.id),
            `${round}, offset ${offset}`,
          ).toEqual(expected.slice(offset, offset + 24));
        }
        await backgroundKept(t.db);
      }
      // A new book moves every row one place: the anchors are found again.
      await insertEbook(t.db, {
        title: 'A newer book',
        author: 'Anchor Test',
        genre: 'poetry',
        fileUrl: 'https://www.gutenberg.org/ebooks/2.epub3.images',
      });
      expected = await allIds(newest);
      await expect
        .poll(async () => {
          const page = await listEbooks(t.db, { limit: 24, offset: 2500 });
          await backgroundKept(t.db);
          return page.items.map((e) => e.id);
        })
        .toEqual(expected.slice(2500, 2524));
      await backgroundKept(t.db);
      expect((await listEbooks(t.db, { limit: 24, offset: 2500 })).items.map((e) => e.id)).toEqual(
        expected.slice(2500, 2524),
      );
      const popular = await allIds(
        'select id from ebooks where is_active order by download_count desc, created_at desc, id desc',
      );
      const page = await listPopularEbooks(t.db, { limit: 12, offset: 3333 });
      expect(page.items.map((e) => e.id)).toEqual(popular.slice(3333, 3345));
    } finally {
      await watcher.stop();
    }
  });

  it('keep the popular order (downloads, then newest) on deep pages too', async () => {
    const expected = await allIds(
      'select id from ebooks where is_active order by download_count desc, created_at desc, id desc',
    );
    const page = await listPopularEbooks(t.db, { limit: 10, offset: expected.length - 15 });
    expect(page.items.map((e) => e.id)).toEqual(expected.slice(-15, -5));
  });

  it('count by genre, language and state from the count table, as the rows say', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ebooks
      where genre = 'poetry' and language = 'Tamil' and not is_active`.execute(t.db);
    expect(await countEbooks(t.db, { genre: 'poetry', language: 'Tamil', active: false })).toBe(
      rows[0]!.n,
    );
    const staff = await listAllEbooks(t.db, { genre: 'poetry', active: false, limit: 5 });
    expect(staff.items.every((e) => e.genre === 'poetry' && !e.isActive)).toBe(true);
  });
});

describe('list counts', () => {
  it('follow inserts, moves between filters and deletes', async () => {
    const before = await countEbooks(t.db, {
      genre: 'biography',
      language: 'Sinhala',
      active: true,
    });
    const { id } = await insertEbook(t.db, {
      title: 'ජීවිත කතාව',
      author: 'පරීක්ෂණ',
      genre: 'biography',
      language: 'Sinhala',
      fileUrl: 'https://www.gutenberg.org/ebooks/1.epub3.images',
    });
    const count = () =>
      countEbooks(t.db, { genre: 'biography', language: 'Sinhala', active: true });
    expect(await count()).toBe(before + 1);
    await t.db.updateTable('ebooks').set({ isActive: false }).where('id', '=', id).execute();
    expect(await count()).toBe(before);
    // A download changes no filter column and no count.
    await t.db.updateTable('ebooks').set({ downloadCount: 9 }).where('id', '=', id).execute();
    await t.db.deleteFrom('ebooks').where('id', '=', id).execute();
    expect(await count()).toBe(before);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ebooks
      where genre = 'biography' and language = 'Sinhala' and is_active`.execute(t.db);
    expect(before).toBe(rows[0]!.n);
  });

  it('give the inventory figures without counting the copies', async () => {
    const { rows } = await sql<{ n: number; waiting: number }>`
      select count(*)::int as n, count(*) filter (where status = 'AWAITING_REVIEW')::int as waiting
      from book_inventory`.execute(t.db);
    const stats = await inventoryStats(t.db, NOW);
    expect(stats.total).toBe(rows[0]!.n);
    expect(stats.awaitingReview).toBe(rows[0]!.waiting);
  });
});

describe('events', () => {
  it('lists those to come soonest first (undated last) and past ones latest first', async () => {
    const upcoming = await listEvents(t.db, { when: 'upcoming', now: NOW, limit: 100 });
    const past = await listEvents(t.db, { when: 'past', now: NOW, limit: 100 });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.db);
    expect(upcoming.total + past.total).toBe(rows[0]!.n);
    const dated = upcoming.items.filter((e) => e.startsAt);
    expect(dated.map((e) => e.startsAt!.getTime())).toEqual(
      dated.map((e) => e.startsAt!.getTime()).sort((a, b) => a - b),
    );
    expect(upcoming.items.findIndex((e) => !e.startsAt)).toBeGreaterThanOrEqual(dated.length);
    expect(past.items.every((e) => e.startsAt && e.startsAt < NOW)).toBe(true);
    const starts = past.items.map((e) => e.startsAt!.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
});

describe('collection changes', () => {
  it('move the version when any process commits a change, and only while listening', async () => {
    expect(collectionVersion(t.db)).toBeUndefined();
    const watcher = await watchCollectionChanges(t.db);
    try {
      const before = collectionVersion(t.db)!;
      expect(before).toBeTypeOf('number');
      await t.db
        .updateTable('books')
        .set({ available: 3 })
        .where('id', '=', (await listBooks(t.db, { limit: 1 })).items[0]!.id)
        .execute();
      await expect.poll(() => collectionVersion(t.db)).toBeGreaterThan(before);
      // A download alone announces nothing.
      const settled = collectionVersion(t.db)!;
      await t.db
        .updateTable('ebooks')
        .set({ downloadCount: sql`download_count + 1` })
        .where('source', '=', GENERATED_SOURCE)
        .where('sourceId', '=', '1')
        .execute();
      await t.db.updateTable('events').set({ maxAttendees: 51 }).where('id', '=', 1).execute();
      await expect.poll(() => collectionVersion(t.db)).toBe(settled + 1);
    } finally {
      await watcher.stop();
    }
    expect(collectionVersion(t.db)).toBeUndefined();
  });

  it('find what only speeds later requests in the background, once, and only while listening', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    expect(keptOrStarted(t.db, 'anchors', compute)).toBeUndefined();
    await backgroundKept(t.db);
    expect(computed).toBe(0);
    const watcher = await watchCollectionChanges(t.db);
    try {
      expect(keptOrStarted(t.db, 'anchors', compute)).toBeUndefined();
      expect(keptOrStarted(t.db, 'anchors', compute)).toBeUndefined();
      await backgroundKept(t.db);
      expect(computed).toBe(1);
      expect(keptOrStarted(t.db, 'anchors', compute)).toBe(1);
      const failing = () => Promise.reject(new Error('the database is away'));
      expect(keptOrStarted(t.db, 'failing', failing)).toBeUndefined();
      await backgroundKept(t.db);
      expect(keptOrStarted(t.db, 'failing', compute)).toBeUndefined();
      await backgroundKept(t.db);
      expect(keptOrStarted(t.db, 'failing', compute)).toBe(2);
    } finally {
      await watcher.stop();
    }
  });

  it('keep what depends on one table through changes to the others', async () => {
    const watcher = await watchCollectionChanges(t.db);
    try {
      let ebookReads = 0;
      let copyReads = 0;
      const ebookTotal = () =>
        keptUntilChange(t.db, 'e-books', async () => ++ebookReads, ['ebooks']);
      const copyTotal = () =>
        keptUntilChange(t.db, 'copies', async () => ++copyReads, ['book_inventory']);
      expect([await ebookTotal(), await copyTotal()]).toEqual([1, 1]);
      // A copy scanned at the desk (another process: plain SQL), then this process's marker.
      await t.db
        .insertInto('bookInventory')
        .values({ sku: 'TABLES-1', title: 'Desk copy', author: 'Scanner' })
        .execute();
      await collectionSettled(t.db);
      expect([await ebookTotal(), await copyTotal()]).toEqual([1, 2]);
      await t.db.updateTable('ebooks').set({ isFeatured: true }).where('id', '=', 1).execute();
      await collectionSettled(t.db);
      expect([await ebookTotal(), await copyTotal()]).toEqual([2, 2]);
      // What names no table goes with any change.
      let anyReads = 0;
      const anyTotal = () => keptUntilChange(t.db, 'anything', async () => ++anyReads);
      expect(await anyTotal()).toBe(1);
      await t.db.updateTable('events').set({ maxAttendees: 52 }).where('id', '=', 1).execute();
      await collectionSettled(t.db);
      expect([await anyTotal(), await ebookTotal(), await copyTotal()]).toEqual([2, 2, 2]);
    } finally {
      await watcher.stop();
    }
  });

  it('settle a writer’s own changes before its answer leaves, and everything without a listener', async () => {
    const before = collectionVersion(t.db);
    expect(before).toBeUndefined();
    // Nobody listens: nothing is kept, so nothing to wait for.
    await collectionSettled(t.db);
    const watcher = await watchCollectionChanges(t.db);
    try {
      const version = collectionVersion(t.db, ['books'])!;
      await t.db.updateTable('books').set({ available: 4 }).where('id', '=', 1).execute();
      await collectionSettled(t.db);
      // No polling: the change was heard before `collectionSettled` returned.
      expect(collectionVersion(t.db, ['books'])).toBe(version + 1);
      // A write that touches no collection table moves nothing.
      const all = collectionVersion(t.db)!;
      await collectionSettled(t.db);
      expect(collectionVersion(t.db)).toBe(all);
    } finally {
      await watcher.stop();
    }
  });

  it('keep a search’s total only until the collection changes', async () => {
    const watcher = await watchCollectionChanges(t.db);
    try {
      let computed = 0;
      const compute = async () => ++computed;
      expect(await keptUntilChange(t.db, 'a total', compute)).toBe(1);
      expect(await keptUntilChange(t.db, 'a total', compute)).toBe(1);
      const before = await countInventory(t.db, { q: 'Silmarillion' });
      await t.db
        .insertInto('bookInventory')
        .values({ sku: 'KEPT-1', title: 'The Silmarillion', author: 'Tolkien' })
        .execute();
      await expect.poll(() => countInventory(t.db, { q: 'Silmarillion' })).toBe(before + 1);
      expect(await keptUntilChange(t.db, 'a total', compute)).toBe(2);
    } finally {
      await watcher.stop();
    }
  });
});
