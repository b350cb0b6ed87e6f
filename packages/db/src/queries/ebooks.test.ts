import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing';
import type { NewEbook } from '../tables/ebooks';
import {
  deleteEbook,
  findEbookById,
  insertEbook,
  insertEbookIfNew,
  insertEbooks,
  listAllEbooks,
  listEbooks,
  listFeaturedEbooks,
  listPopularEbooks,
  listRecentEbooks,
  recordEbookDownload,
  tallyActiveEbooks,
  updateEbook,
} from './ebooks';
import { searchEbooks } from './ebooks-search';
import { backfillEbookSearch, vacuumEbooks } from './ebooks-search-upkeep';
import { createDb } from '../client';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const file = (n: number) => `https://www.gutenberg.org/ebooks/${n}.epub3.images`;
let counter = 0;
function ebook(fields: Partial<NewEbook> & Pick<NewEbook, 'title' | 'author'>): NewEbook {
  counter += 1;
  return { genre: 'literature', fileUrl: file(counter), ...fields };
}

describe('public lists', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows: [string, Partial<NewEbook> & Pick<NewEbook, 'title' | 'author'>][] = [
      ['old', { title: 'Old Tamil poems', author: 'A', genre: 'poetry', language: 'Tamil' }],
      ['hidden', { title: 'Withdrawn', author: 'B', isActive: false, isFeatured: true }],
      ['featured', { title: 'Featured', author: 'C', isFeatured: true, genre: 'history' }],
      ['new', { title: 'Newest', author: 'D', genre: 'poetry', language: 'Sinhala' }],
    ];
    for (const [key, fields] of rows) {
      ids[key] = (await insertEbook(t.db, ebook(fields))).id;
      // Distinct creation times, oldest first.
      await t.db
        .updateTable('ebooks')
        .set({ createdAt: new Date(Date.UTC(2026, 0, Object.keys(ids).length)) })
        .where('id', '=', ids[key]!)
        .execute();
    }
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 40 })
      .where('id', '=', ids.hidden!)
      .execute();
    await t.db.updateTable('ebooks').set({ downloadCount: 7 }).where('id', '=', ids.old!).execute();
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 3 })
      .where('id', '=', ids.featured!)
      .execute();
  });

  it('lists active e-books newest first and never an inactive one', async () => {
    const list = await listEbooks(t.db, { limit: 50 });
    expect(list.items.map((e) => e.id)).toEqual([ids.new, ids.featured, ids.old]);
    expect(list.total).toBe(3);
    expect((await listRecentEbooks(t.db, { limit: 50 })).items.map((e) => e.id)).toEqual([
      ids.new,
      ids.featured,
      ids.old,
    ]);
  });

  it('shows only active featured e-books on the featured shelf', async () => {
    expect((await listFeaturedEbooks(t.db, { limit: 12 })).items.map((e) => e.id)).toEqual([
      ids.featured,
    ]);
  });

  it('orders the popular shelf by downloads, leaving out inactive ones however popular', async () => {
    expect((await listPopularEbooks(t.db, { limit: 12 })).items.map((e) => e.id)).toEqual([
      ids.old,
      ids.featured,
      ids.new,
    ]);
  });

  it('filters by genre and language together', async () => {
    expect((await listEbooks(t.db, { genre: 'poetry', limit: 50 })).items.map((e) => e.id)).toEqual(
      [ids.new, ids.old],
    );
    expect(
      (await listEbooks(t.db, { genre: 'poetry', language: 'Tamil', limit: 50 })).items.map(
        (e) => e.id,
      ),
    ).toEqual([ids.old]);
    expect(await listEbooks(t.db, { genre: 'science', limit: 50 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('tallies active e-books by genre and language, featured or not, hidden ones never', async () => {
    const tally = await tallyActiveEbooks(t.db);
    const sorted = [...tally].sort((a, b) =>
      (a.genre + a.language).localeCompare(b.genre + b.language),
    );
    expect(sorted).toEqual([
      { genre: 'history', language: 'English', total: 1 },
      { genre: 'poetry', language: 'Sinhala', total: 1 },
      { genre: 'poetry', language: 'Tamil', total: 1 },
    ]);
  });

  it('pages with limit and offset', async () => {
    expect((await listEbooks(t.db, { limit: 1, offset: 1 })).items.map((e) => e.id)).toEqual([
      ids.featured,
    ]);
  });

  it('gives staff every e-book, inactive included, without the search columns', async () => {
    const { items: all } = await listAllEbooks(t.db, { limit: 100 });
    expect(all.map((e) => e.id)).toContain(ids.hidden);
    expect(Object.keys(all[0]!)).not.toContain('searchKey');
    expect(Object.keys(all[0]!)).not.toContain('searchVector');
  });
});

describe('search across scripts', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows: [string, Partial<NewEbook> & Pick<NewEbook, 'title' | 'author'>][] = [
      ['kural', { title: 'திருக்குறள்', author: 'திருவள்ளுவர்', language: 'Tamil', tags: ['அறம்'] }],
      [
        'bharathi',
        {
          title: 'பாரதியார் கவிதைகள்',
          author: 'சுப்பிரமணிய பாரதி',
          language: 'Tamil',
          genre: 'poetry',
        },
      ],
      [
        'vaipava',
        {
          title: 'யாழ்ப்பாண வைபவ மாலை',
          author: 'மயில்வாகனப் புலவர்',
          language: 'Tamil',
          genre: 'history',
        },
      ],
      ['tolkappiyam', { title: 'தொல்காப்பியம்', author: 'தொல்காப்பியர்', language: 'Tamil' }],
      [
        'yapanaya',
        {
          title: 'යාපනය පිළිබඳ සටහන්',
          author: 'පරීක්ෂණ කතුවරයා',
          language: 'Sinhala',
          genre: 'history',
        },
      ],
      [
        'janakatha',
        {
          title: `ශ්${ZWJ}රී ලංකා ජන කතා`,
          author: 'පරීක්ෂණ කතුවරයා',
          language: 'Sinhala',
          genre: 'fiction',
        },
      ],
      [
        'frankenstein',
        {
          title: 'Frankenstein; Or, The Modern Prometheus',
          author: 'Mary Wollstonecraft Shelley',
          language: 'English',
          genre: 'fiction',
        },
      ],
      [
        'pope',
        {
          title: 'The Sacred Kurral',
          author: 'G. U. Pope',
          description: 'The Thirukkural translated into English verse.',
          language: 'English',
          genre: 'philosophy',
        },
      ],
      [
        'withdrawn',
        { title: 'திருக்குறள் உரை', author: 'பரிமேலழகர்', language: 'Tamil', isActive: false },
      ],
    ];
    for (const [key, fields] of rows) ids[key] = (await insertEbook(t.db, ebook(fields))).id;
  });

  const ask = async (q: string, extra: { genre?: 'poetry'; language?: 'Tamil' } = {}) =>
    (await searchEbooks(t.db, { q, limit: 20, ...extra })).items.map((e) => e.id);

  it.each([
    ['native Tamil', 'திருக்குறள்', 'kural'],
    ['Tamil with a zero-width non-joiner', `திருக்${ZWNJ}குறள்`, 'kural'],
    ['Tamil typed as decomposed vowel signs', 'தொல்காப்பியம்'.normalize('NFD'), 'tolkappiyam'],
    ['romanised Tamil', 'thirukkural', 'kural'],
    ['romanised Tamil, another spelling', 'Tirukural', 'kural'],
    ['native Tamil name', 'பாரதியார்', 'bharathi'],
    ['romanised Tamil name', 'bharathiyar', 'bharathi'],
    ['romanised Tamil place', 'yazhpaana', 'vaipava'],
    ['native Sinhala', 'යාපනය', 'yapanaya'],
    ['romanised Sinhala', 'yapanaya', 'yapanaya'],
    ['Sinhala without the joiner the title has', 'ශ්රී ලංකා', 'janakatha'],
    ['Sinhala with a joiner', `ශ්${ZWJ}රී`, 'janakatha'],
    ['an English typo', 'Frankenstien', 'frankenstein'],
    ['a romanised Tamil typo', 'bharatiar', 'bharathi'],
    ['a romanised Sinhala typo', 'yapanya', 'yapanaya'],
    ['a Tamil typo (ர for ற)', 'திருக்குரள்', 'kural'],
    ['English words in any order and case', 'prometheus FRANKENSTEIN', 'frankenstein'],
    ['a word begun', 'Franken', 'frankenstein'],
  ])('finds by %s (%s) first', async (_label, q, key) => {
    const found = await ask(q);
    expect(found[0], `${q} → ${found.join(',')}`).toBe(ids[key]);
  });

  it('ranks a title match above a description match', async () => {
    const found = await ask('thirukkural');
    expect(found.indexOf(ids.kural!)).toBeLessThan(found.indexOf(ids.pope!));
    expect(found).toContain(ids.pope);
  });

  it('never finds an inactive e-book', async () => {
    expect(await ask('திருக்குறள் உரை')).not.toContain(ids.withdrawn);
    expect(await ask('பரிமேலழகர்')).toEqual([]);
  });

  it('applies genre and language filters to the results', async () => {
    expect(await ask('பாரதியார்', { genre: 'poetry', language: 'Tamil' })).toEqual([ids.bharathi]);
    expect(await ask('Frankenstein', { language: 'Tamil' })).toEqual([]);
  });

  it('finds nothing for text without a word, and nothing unrelated', async () => {
    expect(await ask(' —?! ')).toEqual([]);
    expect(await ask('xylophone quartz')).toEqual([]);
  });

  it('follows an update: the new title is found, the old one no longer', async () => {
    const { id } = await insertEbook(t.db, ebook({ title: 'Kandy Chronicle', author: 'Test' }));
    await updateEbook(t.db, id, { title: 'කලියුගය' });
    expect(await ask('kaliyugaya')).toContain(id);
    expect(await ask('Kandy Chronicle')).not.toContain(id);
    await deleteEbook(t.db, id);
  });

  it('fills the search columns of rows written without them before a search (backfill)', async () => {
    const [row] = await t.db
      .insertInto('ebooks')
      .values({
        title: 'மதுரைக் காஞ்சி',
        author: 'மாங்குடி மருதனார்',
        genre: 'poetry',
        fileUrl: file(9999),
      })
      .returning('id')
      .execute();
    // A pool looks for such rows before its first search, then every few seconds.
    const fresh = createDb(t.url, { max: 1 });
    try {
      const found = await searchEbooks(fresh, { q: 'maduraik kanchi', limit: 5 });
      expect(found.items.map((e) => e.id)).toContain(row!.id);
    } finally {
      await fresh.destroy();
    }
    const stored = await t.db
      .selectFrom('ebooks')
      .select(['searchKey'])
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(stored.searchKey).toBe('maturaik kansi mankuti marutanar');
    expect(await backfillEbookSearch(t.db)).toBe(0);
  });
});

describe('search for a word in a large share of the collection', () => {
  it('answers the most downloaded matches, page by page, each page ranked by relevance', async () => {
    const rows = Array.from({ length: 400 }, (_, i) =>
      ebook({
        title: i % 4 === 0 ? `Monsoon Tales ${i}` : `Harbour Notes ${i}`,
        author: 'Walk Test',
        description: 'Stories of the monsoon rains.',
        downloadCount: i,
        source: 'walk',
        sourceId: String(i),
      }),
    );
    await insertEbooks(t.db, rows);
    await vacuumEbooks(t.db);
    const ids = new Map(
      (
        await t.db
          .selectFrom('ebooks')
          .select(['id', 'sourceId'])
          .where('source', '=', 'walk')
          .execute()
      ).map((row) => [Number(row.sourceId), row.id]),
    );
    // A pool of its own: the collection's size is remembered per pool until it changes.
    const fresh = createDb(t.url, { max: 2 });
    try {
      const page = async (offset: number) =>
        (await searchEbooks(fresh, { q: 'monsoon', limit: 10, offset })).items.map((e) => e.id);
      const first = await page(0);
      expect(new Set(first)).toEqual(
        new Set([390, 391, 392, 393, 394, 395, 396, 397, 398, 399].map((i) => ids.get(i))),
      );
      // Within the page, the titles that hold the word come first.
      expect(first.slice(0, 2)).toEqual([ids.get(396), ids.get(392)]);
      const second = await page(10);
      expect(new Set(second)).toEqual(
        new Set([380, 381, 382, 383, 384, 385, 386, 387, 388, 389].map((i) => ids.get(i))),
      );
      // Every page takes the same way, so the pages hold every match once, deep ones too.
      const all = (await Promise.all(Array.from({ length: 40 }, (_, i) => page(i * 10)))).flat();
      expect(all).toHaveLength(400);
      expect(new Set(all)).toEqual(new Set(ids.values()));
      // Fresh statistics (autovacuum's ANALYZE) or another process change no page.
      await sql`analyze ebooks`.execute(t.db);
      const other = createDb(t.url, { max: 1 });
      try {
        const again = await searchEbooks(other, { q: 'monsoon', limit: 10, offset: 200 });
        expect(again.items.map((e) => e.id)).toEqual(all.slice(200, 210));
      } finally {
        await other.destroy();
      }
    } finally {
      await fresh.destroy();
      await t.db.deleteFrom('ebooks').where('source', '=', 'walk').execute();
    }
  });
});

describe('insertEbooks and insertEbookIfNew', () => {
  it('adds many with their search columns and skips books of a catalogue already present', async () => {
    const rows = [1, 2, 3].map((n) =>
      ebook({ title: `Batch ${n}`, author: 'Batch', source: 'gutenberg', sourceId: `b${n}` }),
    );
    expect(await insertEbooks(t.db, rows)).toBe(3);
    expect(await insertEbooks(t.db, rows)).toBe(0);
    const again = await insertEbookIfNew(t.db, {
      ...rows[0]!,
      source: 'gutenberg',
      sourceId: 'b1',
    });
    expect(again.created).toBe(false);
    expect(again.ebook.title).toBe('Batch 1');
    const pending = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('searchKey', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });
});

describe('recordEbookDownload', () => {
  it('counts 50 simultaneous downloads exactly and logs each one', async () => {
    const { id } = await insertEbook(t.db, ebook({ title: 'Popular', author: 'P' }));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        recordEbookDownload(t.db, {
          ebookId: id,
          userId: null,
          ipAddress: `10.0.0.${i}`,
          device: 'desktop',
          userAgent: 'test',
        }),
      ),
    );
    expect((await findEbookById(t.db, id))?.downloadCount).toBe(50);
    const logged = await t.db
      .selectFrom('ebookDownloads')
      .select('ipAddress')
      .where('ebookId', '=', id)
      .execute();
    expect(logged).toHaveLength(50);
  });

  it('neither counts nor logs a download of an inactive or missing e-book', async () => {
    const { id } = await insertEbook(t.db, ebook({ title: 'Off', author: 'O', isActive: false }));
    const record = { userId: null, ipAddress: null, device: null, userAgent: null };
    expect(await recordEbookDownload(t.db, { ebookId: id, ...record })).toBeUndefined();
    expect(await recordEbookDownload(t.db, { ebookId: 999_999, ...record })).toBeUndefined();
    expect((await findEbookById(t.db, id))?.downloadCount).toBe(0);
    const logged = await t.db
      .selectFrom('ebookDownloads')
      .select('id')
      .where('ebookId', '=', id)
      .execute();
    expect(logged).toEqual([]);
  });
});
