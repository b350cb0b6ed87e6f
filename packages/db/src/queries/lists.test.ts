import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundKept,
  catalogueSettled,
  catalogueVersion,
  keptOrStarted,
  keptUntilChange,
  watchCatalogueChanges,
} from '../changes';
import { generateCollection, GENERATED_SOURCE } from '../generate';
import { exactKeyMap } from '../migrations/2026_11_26_120000_exact_trigram_key';
import { createTestDatabase, type TestDatabase } from '../testing';
import { listBooks } from './books';
import { substringSearch } from './contains';
import { countEbooks, insertEbook, listAllEbooks, listEbooks, listPopularEbooks } from './ebooks';
import { listEvents } from './events';
import { countInventory, inventoryStats, listInventory, streamInventory } from './inventory';

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

  it('add up the same from page anchors, kept while the catalogue is unchanged', async () => {
    const watcher = await watchCatalogueChanges(t.db);
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

describe('a search of the copies', () => {
  it('gives its true total whether the first page holds every match or not', async () => {
    await t.db
      .insertInto('bookInventory')
      .values(
        ['Zanzibar Tides', 'Zanzibar Winds', 'Zanzibar Nights'].map((title, i) => ({
          sku: `SHORT-${i}`,
          title,
          author: 'Short Page',
        })),
      )
      .execute();
    const all = await listInventory(t.db, { q: 'zanzibar', limit: 50 });
    expect(all.items.map((copy) => copy.title).sort()).toEqual([
      'Zanzibar Nights',
      'Zanzibar Tides',
      'Zanzibar Winds',
    ]);
    expect(all.total).toBe(3);
    expect(all.items.every((copy) => copy.hasQrCode === false)).toBe(true);
    await t.db
      .updateTable('bookInventory')
      .set({ qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
      .where('sku', '=', 'SHORT-1')
      .execute();
    const labelled = await listInventory(t.db, { q: 'zanzibar', limit: 50 });
    expect(labelled.items.map((copy) => [copy.sku, copy.hasQrCode]).sort()).toEqual([
      ['SHORT-0', false],
      ['SHORT-1', true],
      ['SHORT-2', false],
    ]);
    expect(labelled.items[0]).not.toHaveProperty('qrCodeSvg');
    const first = await listInventory(t.db, { q: 'zanzibar', limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await listInventory(t.db, { q: 'zanzibar', limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, items: [{ sku: expect.any(String) }] });
    expect(await listInventory(t.db, { q: 'no such title anywhere', limit: 50 })).toEqual({
      items: [],
      total: 0,
    });
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

describe('contains searches in every script', () => {
  const copy = (title: string, author: string | null, isbn: string | null) =>
    t.db
      .insertInto('bookInventory')
      .values({ sku: `SEARCH-${title.length}-${Math.random()}`, title, author, isbn })
      .returning('id')
      .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.tamil = (await copy('யாழ்ப்பாண வைபவமாலை', 'மயில்வாகனப் புலவர்', '9789559429001')).id;
    ids.sinhala = (await copy('ශ්\u200Dරී ලංකා ජන කතා', 'පරීක්ෂණ කතුවරයා', null)).id;
    ids.english = (await copy('The Hobbit', 'J. R. R. Tolkien', '9780261103344')).id;
    ids.percent = (await copy('100% Jaffna_Cooking', null, null)).id;
  });
  const search = async (q: string) =>
    (await listInventory(t.db, { q, limit: 200 })).items.map((item) => item.id);

  it.each([
    ['Tamil inside a word', 'வைபவ', 'tamil'],
    ['Tamil author', 'மயில்வாகன', 'tamil'],
    ['Sinhala with its joiner', 'ශ්\u200Dරී ලංකා', 'sinhala'],
    ['English, any case', 'hOBBIT', 'english'],
    ['the middle of a word', 'olkie', 'english'],
    ['ISBN digits', '0261103', 'english'],
    ['percent and underscore as themselves', '% Jaffna_C', 'percent'],
    ['two Tamil characters, too short for a trigram', 'வை', 'tamil'],
    ['two letters, too short for a trigram', 'bB', 'english'],
    ['a percent sign as itself', '100%', 'percent'],
  ])('finds by %s (%s)', async (_label, q, key) => {
    expect(await search(q)).toContain(ids[key]);
    expect(await countInventory(t.db, { q })).toBe((await search(q)).length);
  });

  it('finds nothing that only matches across a field boundary or in another order', async () => {
    expect(await search('Hobbit J. R')).toEqual([]);
    expect(await search('Tolkien 97802')).toEqual([]);
    expect(await search('Jaffna%Cooking')).toEqual([]);
  });

  it('counts exactly what a field holds, for generated fields and needles', async () => {
    // A small alphabet of Latin (both cases), digits, Tamil and Sinhala letters, a joiner and
    // spaces, so needles often fall inside a field, across two, or on letters keyed alike.
    const letter = fc.constantFrom(...'aAbB9 -%_வைபகலශ්රී\u200D'.split(''));
    const field = fc.array(letter, { maxLength: 10 }).map((cs) => cs.join(''));
    const oracle = async (q: string) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from book_inventory
        where strpos(lower(title), lower(${q})) > 0
           or strpos(lower(coalesce(author, '')), lower(${q})) > 0
           or strpos(lower(coalesce(isbn, '')), lower(${q})) > 0`.execute(t.db);
      return rows[0]!.n;
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(field, field, field),
        fc.nat(30),
        fc.integer({ min: 3, max: 6 }),
        async ([title, author, isbn], start, length) => {
          const sku = `EXACT-${++n}`;
          await t.db
            .insertInto('bookInventory')
            .values({ sku, title: `x${title}`, author, isbn })
            .execute();
          try {
            // A needle from the copy's own fields joined (it may span two) or typed afresh.
            const joined = [...`x${title} ${author} ${isbn}`];
            const q = joined
              .slice(start % joined.length, (start % joined.length) + length)
              .join('');
            const text = substringSearch(q);
            if (!text) return;
            expect(await countInventory(t.db, { q }), JSON.stringify(q)).toBe(await oracle(text));
          } finally {
            await t.db.deleteFrom('bookInventory').where('sku', '=', sku).execute();
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('never takes the letters Tamil and Sinhala are keyed by for Latin ones', async () => {
    const { from, codes } = exactKeyMap();
    // What 'வைபவ' is keyed as, lower-cased: a Latin needle the key alone would let through.
    const keyed = [...'வைபவ']
      .map((c) => codes[[...from].indexOf(c)])
      .join('')
      .toLowerCase();
    expect(keyed).toMatch(/^[a-z]{8}$/);
    expect(await search(keyed)).not.toContain(ids.tamil);
    expect(await countInventory(t.db, { q: keyed })).toBe((await search(keyed)).length);
  });

  it('treats one character as no search (nearly every title holds it)', async () => {
    const page = await listInventory(t.db, { q: 'a', limit: 5 });
    expect(page.total).toBe(await countInventory(t.db, {}));
  });

  it('streams every copy the filter selects, newest first, as the export reads them', async () => {
    const streamed: number[] = [];
    for await (const item of streamInventory(t.db, { status: 'VERIFIED' }, 100)) {
      streamed.push(item.id);
    }
    expect(streamed).toEqual(
      await allIds(
        "select id from book_inventory where status = 'VERIFIED' order by created_at desc, id desc",
      ),
    );
  });

  it('searches books by title or author with the same rule', async () => {
    const { items, total } = await listBooks(t.db, { q: 'SMITH', limit: 100 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((book) => /smith/i.test(`${book.title} ${book.author}`))).toBe(true);
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

describe('catalogue changes', () => {
  it('move the version when any process commits a change, and only while listening', async () => {
    expect(catalogueVersion(t.db)).toBeUndefined();
    const watcher = await watchCatalogueChanges(t.db);
    try {
      const before = catalogueVersion(t.db)!;
      expect(before).toBeTypeOf('number');
      await t.db
        .updateTable('books')
        .set({ available: 3 })
        .where('id', '=', (await listBooks(t.db, { limit: 1 })).items[0]!.id)
        .execute();
      await expect.poll(() => catalogueVersion(t.db)).toBeGreaterThan(before);
      // A download alone announces nothing.
      const settled = catalogueVersion(t.db)!;
      await t.db
        .updateTable('ebooks')
        .set({ downloadCount: sql`download_count + 1` })
        .where('source', '=', GENERATED_SOURCE)
        .where('sourceId', '=', '1')
        .execute();
      await t.db.updateTable('events').set({ maxAttendees: 51 }).where('id', '=', 1).execute();
      await expect.poll(() => catalogueVersion(t.db)).toBe(settled + 1);
    } finally {
      await watcher.stop();
    }
    expect(catalogueVersion(t.db)).toBeUndefined();
  });

  it('find what only speeds later requests in the background, once, and only while listening', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    expect(keptOrStarted(t.db, 'anchors', compute)).toBeUndefined();
    await backgroundKept(t.db);
    expect(computed).toBe(0);
    const watcher = await watchCatalogueChanges(t.db);
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
    const watcher = await watchCatalogueChanges(t.db);
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
      await catalogueSettled(t.db);
      expect([await ebookTotal(), await copyTotal()]).toEqual([1, 2]);
      await t.db.updateTable('ebooks').set({ isFeatured: true }).where('id', '=', 1).execute();
      await catalogueSettled(t.db);
      expect([await ebookTotal(), await copyTotal()]).toEqual([2, 2]);
      // What names no table goes with any change.
      let anyReads = 0;
      const anyTotal = () => keptUntilChange(t.db, 'anything', async () => ++anyReads);
      expect(await anyTotal()).toBe(1);
      await t.db.updateTable('events').set({ maxAttendees: 52 }).where('id', '=', 1).execute();
      await catalogueSettled(t.db);
      expect([await anyTotal(), await ebookTotal(), await copyTotal()]).toEqual([2, 2, 2]);
    } finally {
      await watcher.stop();
    }
  });

  it('settle a writer’s own changes before its answer leaves, and everything without a listener', async () => {
    const before = catalogueVersion(t.db);
    expect(before).toBeUndefined();
    // Nobody listens: nothing is kept, so nothing to wait for.
    await catalogueSettled(t.db);
    const watcher = await watchCatalogueChanges(t.db);
    try {
      const version = catalogueVersion(t.db, ['books'])!;
      await t.db.updateTable('books').set({ available: 4 }).where('id', '=', 1).execute();
      await catalogueSettled(t.db);
      // No polling: the change was heard before `catalogueSettled` returned.
      expect(catalogueVersion(t.db, ['books'])).toBe(version + 1);
      // A write that touches no catalogue table moves nothing.
      const all = catalogueVersion(t.db)!;
      await catalogueSettled(t.db);
      expect(catalogueVersion(t.db)).toBe(all);
    } finally {
      await watcher.stop();
    }
  });

  it('keep a search’s total only until the catalogue changes', async () => {
    const watcher = await watchCatalogueChanges(t.db);
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
