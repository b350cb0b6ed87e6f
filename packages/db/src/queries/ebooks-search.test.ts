import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingDb, createTestDatabase, type TestDatabase } from '../testing';
import type { NewEbook } from '../tables/ebooks';
import { deleteEbook, insertEbook, insertEbooks, updateEbook } from './ebooks';
import { searchEbooks, type EbookSearch } from './ebooks-search';
import { backfillEbookSearch } from './ebooks-search-upkeep';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

let counter = 0;
function ebook(fields: Partial<NewEbook> & Pick<NewEbook, 'title' | 'author'>): NewEbook {
  counter += 1;
  return {
    genre: 'literature',
    fileUrl: `https://www.gutenberg.org/ebooks/${counter}.epub3.images`,
    ...fields,
  };
}

/** What the triggers should have kept: every word of every vector, per combination. */
async function recountedWords() {
  const { rows } = await sql<{ key: string; n: number }>`
    select concat_ws(' ', word, genre, language, is_active) as key, count(*)::int as n
    from ebooks, unnest(tsvector_to_array(search_vector)) as word
    group by word, genre, language, is_active order by 1`.execute(t.db);
  return rows;
}
async function keptWords() {
  const { rows } = await sql<{ key: string; n: number }>`
    select concat_ws(' ', word, genre, language, is_active) as key, n::int as n
    from ebook_search_word_counts where n <> 0 order by 1`.execute(t.db);
  return rows;
}

describe('search totals from the word counts', () => {
  beforeAll(async () => {
    await insertEbooks(t.db, [
      ...Array.from({ length: 12 }, (_, i) =>
        ebook({
          title: `Lagoon Stories ${i}`,
          author: 'Count Test',
          description: i % 3 === 0 ? 'A lagoon at dawn, and the lagoon at dusk.' : 'Fishing boats.',
          genre: i % 2 ? 'fiction' : 'history',
          language: 'English',
          isActive: i % 5 !== 0,
        }),
      ),
      ebook({ title: 'களப்பு', author: 'சோதனை', language: 'Tamil', genre: 'poetry' }),
      ebook({ title: 'කලපුව', author: 'පරීක්ෂණ', language: 'Sinhala', genre: 'poetry' }),
    ]);
  });

  it('keeps one count per word, genre, language and state through every kind of write', async () => {
    expect(await keptWords()).toEqual(await recountedWords());
    const { id } = await insertEbook(t.db, ebook({ title: 'Lagoon Birds', author: 'Count Test' }));
    await updateEbook(t.db, id, { title: 'Harbour Birds', genre: 'science' });
    await updateEbook(t.db, id, { isActive: false });
    await updateEbook(t.db, id, { language: 'Tamil', isActive: true });
    expect(await keptWords()).toEqual(await recountedWords());
    // A row written without its search columns counts once they are filled.
    await t.db
      .insertInto('ebooks')
      .values({ title: 'Lagoon Without Words', author: 'Raw', genre: 'fiction', fileUrl: 'x:1' })
      .execute();
    expect(await keptWords()).toEqual(await recountedWords());
    await backfillEbookSearch(t.db);
    expect(await keptWords()).toEqual(await recountedWords());
    await deleteEbook(t.db, id);
    await t.db.deleteFrom('ebooks').where('fileUrl', '=', 'x:1').execute();
    expect(await keptWords()).toEqual(await recountedWords());
  });

  // Every match fits on one page here, so the page itself says how many there are.
  it.each<[string, Omit<EbookSearch, 'q' | 'limit'>, number]>([
    ['lagoon', {}, 9],
    ['lagoon', { genre: 'fiction' }, 5],
    ['lagoon', { language: 'English', genre: 'history' }, 4],
    ['lagoon', { state: 'hidden' }, 3],
    ['lagoon', { state: 'all' }, 12],
    ['lagoon', { language: 'Tamil' }, 0],
    ['lagoom', {}, 9],
    ['lagoon dawn', {}, 3],
    ['lagoon stories', { genre: 'fiction' }, 5],
    ['lagoon xylophone', {}, 0],
    // Typed whole, the word also begins කලපුව's (kalapuva): two words, counted from the index.
    ['களப்பு', {}, 2],
    ['kalappu', {}, 2],
    ['කලපුව', {}, 1],
    ['சோதனை', {}, 1],
  ])('says the true total for “%s” %o', async (q, filter, expected) => {
    const { items, total } = await searchEbooks(t.db, { q, limit: 100, ...filter });
    expect(items).toHaveLength(expected);
    expect(total).toBe(expected);
  });

  it('counts one word, or a typo with one correction, without reading its matches', async () => {
    const logged = capturingDb(t.url);
    try {
      const countsRead = async (q: string) => {
        logged.take();
        await searchEbooks(logged.db, { q, limit: 5 });
        // Counting the matches, not the collection's size (read once per change).
        return logged.take().some(({ sql: text }) => /count\(\*\)[^]*@@/.test(text));
      };
      expect(await countsRead('lagoon')).toBe(false);
      expect(await countsRead('lagoom')).toBe(false);
      expect(await countsRead('சோதனை')).toBe(false);
      expect(await countsRead('කලපුව')).toBe(false);
      expect(await countsRead('lagoon dawn')).toBe(true);
    } finally {
      await logged.db.destroy();
    }
  });
});
