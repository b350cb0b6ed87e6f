import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, BOOK_GENRES } from '../constants';
import { createTestDatabase, SEED_NOW, type TestDatabase } from '../testing';
import { books as seedBooks } from './content/books';
import { seed } from './seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const count = async (table: 'books' | 'events' | 'ebooks' | 'branches' | 'districts') =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('seed', () => {
  it('holds the Jaffna Public Library in three scripts on the KKS Road', async () => {
    const main = await t.db
      .selectFrom('branches')
      .selectAll()
      .where('id', '=', 'JPL')
      .executeTakeFirstOrThrow();
    expect(main).toMatchObject({
      name: 'Jaffna Public Library',
      nameTa: 'யாழ்ப்பாணப் பொது நூலகம்',
      nameSi: 'යාපනය මහජන පුස්තකාලය',
      phone: '+94 21 222 6028',
    });
    expect(main.address).toMatch(/Kankesanthurai|KKS/);
    const names = (await t.db.selectFrom('branches').select('name').execute())
      .map((b) => b.name)
      .join(' ');
    for (const place of [
      'Nallur',
      'Kopay',
      'Tellippalai',
      'Chavakachcheri',
      'Point Pedro',
      'Kayts',
    ]) {
      expect(names).toContain(place);
    }
  });

  it('holds the five districts of the Northern Province', async () => {
    const districts = await t.db.selectFrom('districts').select(['name', 'province']).execute();
    expect(districts.map((d) => d.name).sort()).toEqual([
      'Jaffna',
      'Kilinochchi',
      'Mannar',
      'Mullaitivu',
      'Vavuniya',
    ]);
    expect(new Set(districts.map((d) => d.province))).toEqual(new Set(['Northern']));
  });

  it('holds about thirty books across all six genres, with Tamil and Sinhala titles', async () => {
    const books = await t.db.selectFrom('books').select(['title', 'genre']).execute();
    expect(books.length).toBeGreaterThanOrEqual(25);
    expect(new Set(books.map((b) => b.genre))).toEqual(new Set(BOOK_GENRES));
    expect(books.some((b) => /[\u0B80-\u0BFF]/.test(b.title))).toBe(true);
    expect(books.some((b) => /[\u0D80-\u0DFF]/.test(b.title))).toBe(true);
  });

  it('holds upcoming events of all four categories', async () => {
    const events = await t.db.selectFrom('events').selectAll().execute();
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    for (const event of events) {
      expect(event.startsAt!.getTime()).toBeGreaterThan(SEED_NOW.getTime());
      expect(event.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(event.time).toMatch(/^\d{1,2}:\d{2}\s?(AM|PM)$/);
    }
  });

  it('holds real public-domain e-books with their real file URLs', async () => {
    const ebooks = await t.db.selectFrom('ebooks').selectAll().execute();
    const gutenberg = new Set(
      ebooks.filter((e) => e.source === 'gutenberg').map((e) => e.sourceId),
    );
    for (const id of ['84', '1342', '11', '236', '13552', '14346']) expect(gutenberg).toContain(id);
    const kural = ebooks.find((e) => e.source === 'madurai' && e.sourceId === 'pmuni0001');
    expect(kural?.language).toBe('Tamil');
    for (const ebook of ebooks) {
      expect(ebook.isPublicDomain).toBe(true);
      expect(new URL(ebook.fileUrl).protocol).toBe('https:');
    }
    expect(ebooks.some((e) => e.isFeatured)).toBe(true);
  });

  it('is idempotent: a second run adds nothing and keeps what staff deleted deleted', async () => {
    const before = await Promise.all(
      (['books', 'events', 'ebooks', 'branches', 'districts'] as const).map(count),
    );
    const deleted = await t.db.deleteFrom('books').where('genre', '=', 'art').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBeGreaterThan(0);
    const report = await seed(t.db);
    expect(report.applied).toEqual([]);
    const after = await Promise.all(
      (['books', 'events', 'ebooks', 'branches', 'districts'] as const).map(count),
    );
    expect(after[0]).toBe(before[0]! - Number(deleted.numDeletedRows));
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('applies each step once even when two processes seed an empty database at the same time', async () => {
    const fresh = await createTestDatabase();
    try {
      const reports = await Promise.all([seed(fresh.db), seed(fresh.db)]);
      expect(reports.flatMap((r) => r.applied).sort()).toEqual(
        ['2026-11-21-collection', '2026-11-21-reference'].sort(),
      );
      const books = await fresh.db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(books.n).toBe(seedBooks.length);
    } finally {
      await fresh.destroy();
    }
  });
});
