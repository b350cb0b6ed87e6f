import { FAKE_ISBNS } from '@app/testing/fake-catalogues';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/context';
import { fakeCovers } from '../testing/fake-services';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

describe('one collection, from shelf to screen', () => {
  it('a verified copy appears in the public collection, with its cover and its copies per branch', async () => {
    const covers = fakeCovers([FAKE_ISBNS.twilight]);
    const librarian = await createTestContext(t.db, {
      role: 'librarian',
      services: { covers: covers.covers },
    });
    const visitor = await createTestContext(t.db);
    const before = await visitor.caller.books.list({ limit: 100 });

    const scanned = await librarian.caller.inventory.processScan({
      scanType: 'barcode',
      isbn: FAKE_ISBNS.twilight,
    });
    // Awaiting review, a copy is not on the public shelf yet.
    expect((await visitor.caller.books.list()).total).toBe(before.total);

    const verified = await librarian.caller.inventory.update({
      id: scanned.id,
      status: 'VERIFIED',
      genre: 'fiction',
    });
    expect(verified.bookId).toBeTypeOf('number');
    expect(covers.requests).toEqual([FAKE_ISBNS.twilight]);
    const after = await visitor.caller.books.list({ limit: 100 });
    const title = after.items.find((b) => b.id === verified.bookId)!;
    expect(after.total).toBe(before.total + 1);
    expect(title).toMatchObject({
      title: 'Twilight (The Twilight Saga, Book 1)',
      author: 'Stephenie Meyer',
      genre: 'fiction',
      isbn: FAKE_ISBNS.twilight,
      coverUrl: `/api/books/covers/${FAKE_ISBNS.twilight}-fake.webp`,
      copyCount: 1,
      onShelf: 1,
    });

    // A second copy of the ISBN joins the title; its cover is not fetched again.
    const second = await librarian.caller.inventory.processScan({
      scanType: 'manual',
      isbn: FAKE_ISBNS.twilight,
    });
    await librarian.caller.inventory.update({ id: second.id, status: 'VERIFIED' });
    expect(covers.requests).toHaveLength(1);
    const book = await visitor.caller.books.byId({ id: verified.bookId! });
    expect(book).toMatchObject({ copyCount: 2, onShelf: 2 });
    expect(book.branches).toEqual([
      expect.objectContaining({
        branchId: 'JPL',
        name: 'Jaffna Public Library',
        onShelf: 2,
        onLoan: 0,
      }),
    ]);
  });

  it('a title whose cover cannot be fetched keeps its coloured block', async () => {
    const covers = fakeCovers([]);
    const librarian = await createTestContext(t.db, {
      role: 'librarian',
      services: { covers: covers.covers },
    });
    const scanned = await librarian.caller.inventory.processScan({
      scanType: 'manual',
      isbn: FAKE_ISBNS.duneRo,
    });
    const verified = await librarian.caller.inventory.update({
      id: scanned.id,
      status: 'VERIFIED',
    });
    expect(covers.requests).toEqual([FAKE_ISBNS.duneRo]);
    const book = await librarian.caller.books.byId({ id: verified.bookId! });
    expect(book).toMatchObject({ coverUrl: null, coverColor: 'blue', title: 'Dune' });
  });

  it('answers NOT_FOUND for a title that does not exist', async () => {
    const visitor = await createTestContext(t.db);
    expect(await visitor.refusal(visitor.caller.books.byId({ id: 999_999 }))).toMatchObject({
      httpStatus: 404,
    });
  });
});
