import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { findBookWithCopies, listBooks } from './books';
import { reviewCopy } from './inventory';
import { insertUser } from './auth';

let t: TestDatabase;
let reviewer: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'reviewer@books.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  reviewer = { id: user!.id, email: user!.email };
});
afterAll(() => t.destroy());

const NOW = new Date('2026-12-01T04:30:00Z');
let skuCount = 0;

async function scanned(fields: {
  title: string;
  author?: string | null;
  isbn?: string | null;
  category?: string | null;
  language?: string | null;
  branchId?: string;
}) {
  return t.db
    .insertInto('bookInventory')
    .values({ sku: `TEST-${++skuCount}`, author: null, isbn: null, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const verify = (
  id: number,
  collection: { genre?: 'poetry' | null; coverUrl?: string | null } = {},
) =>
  reviewCopy(t.db, id, {
    status: 'VERIFIED',
    corrections: {},
    correctedFields: [],
    userId: reviewer.id,
    now: NOW,
    collection,
  });

/** The whole collection (a test database holds a few dozen titles). */
const everyBook = async () => (await listBooks(t.db, { limit: 1000 })).items;

describe('one collection: verifying a copy puts it on a title', () => {
  it('creates the title from the first copy of an ISBN, and attaches the next copies to it', async () => {
    const first = await scanned({
      title: 'பொன்னியின் செல்வன்',
      author: 'Kalki',
      isbn: '9788184930344',
      category: 'History',
      language: 'ta',
    });
    const second = await scanned({
      title: 'Ponniyin Selvan (another record)',
      author: 'Kalki Krishnamurthy',
      isbn: '9788184930344',
      branchId: 'NLR',
    });
    const a = await verify(first.id, { coverUrl: '/api/books/covers/abc.webp' });
    const b = await verify(second.id);
    expect(a?.bookId).toBeTypeOf('number');
    expect(b?.bookId).toBe(a?.bookId);
    const book = await findBookWithCopies(t.db, a!.bookId!);
    expect(book).toMatchObject({
      title: 'பொன்னியின் செல்வன்',
      author: 'Kalki',
      genre: 'history',
      language: 'Tamil',
      isbn: '9788184930344',
      coverUrl: '/api/books/covers/abc.webp',
      copyCount: 2,
      onShelf: 2,
    });
    expect(book!.branches.map((b) => [b.branchId, b.onShelf, b.onLoan])).toEqual([
      ['JPL', 1, 0],
      ['NLR', 1, 0],
    ]);
    // The title made is handed back for the caller's audit entry (`books.create`); the next
    // copy made none.
    expect(a?.createdTitle).toMatchObject({ id: a?.bookId, title: 'பொன்னியின் செல்வன்' });
    expect(b?.createdTitle).toBeNull();
  });

  it('joins a title staff typed before the copies were scanned, by its name, and gives it the ISBN', async () => {
    const typed = await t.db
      .insertInto('books')
      .values({
        title: 'Madol Doova',
        author: 'Martin Wickramasinghe',
        genre: 'fiction',
        available: 3,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const copy = await scanned({
      title: ' madol doova ',
      author: 'MARTIN WICKRAMASINGHE',
      isbn: '9789552100017',
    });
    const verified = await verify(copy.id);
    expect(verified?.bookId).toBe(typed.id);
    const book = (await everyBook()).find((b) => b.id === typed.id)!;
    // From now on the shelf count comes from the copies, not the typed 3.
    expect(book).toMatchObject({ isbn: '9789552100017', copyCount: 1, onShelf: 1, available: 3 });
  });

  it('takes the genre the reviewer chose, else the category, else fiction', async () => {
    const chosen = await verify(
      (await scanned({ title: 'Kurinji Paattu', category: 'General' })).id,
      {
        genre: 'poetry',
      },
    );
    const fromCategory = await verify(
      (await scanned({ title: 'Silicon Valleys', category: 'technology' })).id,
    );
    const fallback = await verify(
      (await scanned({ title: 'Untitled Miscellany', category: 'General' })).id,
    );
    const genre = async (id: number | null | undefined) =>
      (
        await t.db
          .selectFrom('books')
          .select('genre')
          .where('id', '=', id!)
          .executeTakeFirstOrThrow()
      ).genre;
    expect(await genre(chosen?.bookId)).toBe('poetry');
    expect(await genre(fromCategory?.bookId)).toBe('technology');
    expect(await genre(fallback?.bookId)).toBe('fiction');
  });

  it('counts the shelf from copies for titles that have them, and the typed number otherwise', async () => {
    const copy = await scanned({ title: 'Shelf Count', author: 'Counter', isbn: '9780000000019' });
    const { bookId } = (await verify(copy.id))!;
    const other = await scanned({ title: 'Shelf Count', author: 'Counter', isbn: '9780000000019' });
    await verify(other.id);
    await t.db
      .updateTable('bookInventory')
      .set({ status: 'ON_LOAN' })
      .where('id', '=', copy.id)
      .execute();
    let book = (await everyBook()).find((b) => b.id === bookId)!;
    expect(book).toMatchObject({ copyCount: 2, onShelf: 1 });
    await t.db
      .updateTable('bookInventory')
      .set({ status: 'ON_LOAN' })
      .where('id', '=', other.id)
      .execute();
    book = (await everyBook()).find((b) => b.id === bookId)!;
    expect(book).toMatchObject({ copyCount: 2, onShelf: 0 });
    const seeded = (await everyBook()).find((b) => b.copyCount === 0)!;
    expect(seeded.onShelf).toBe(seeded.available);
  });

  it('rejecting a copy leaves the public collection alone', async () => {
    const copy = await scanned({ title: 'Never Shelved', isbn: '9780000000026' });
    const before = (await listBooks(t.db, { limit: 1 })).total;
    const rejected = await reviewCopy(t.db, copy.id, {
      status: 'ARCHIVED',
      corrections: {},
      correctedFields: [],
      userId: reviewer.id,
      now: NOW,
    });
    expect(rejected?.bookId).toBeNull();
    expect((await listBooks(t.db, { limit: 1 })).total).toBe(before);
  });
});
