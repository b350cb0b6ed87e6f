import { countRows, createTestDatabase, SEED_NOW, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createTestUser, type TestContext } from '../testing/context';

let t: TestDatabase;
let staff: TestContext;
let visitor: TestContext;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  staff = await createTestContext(t.db, { role: 'librarian' });
  visitor = await createTestContext(t.db);
});
afterAll(() => t.destroy());

const newBook = { title: 'Old', author: 'Someone', genre: 'art' } as const;

describe('books.list', () => {
  it('lists the collection a page at a time, the seeded Tamil classics among it', async () => {
    const first = await visitor.caller.books.list();
    expect(first).toMatchObject({ total: await countRows(t.db, 'books'), limit: 24, offset: 0 });
    const all = await visitor.caller.books.list({ limit: 100 });
    expect(all.items).toHaveLength(Math.min(100, first.total));
    expect(all.items.some((b) => b.title === 'திருக்குறள்')).toBe(true);
    expect(all.items[0]!.createdAt).toBeInstanceOf(Date);
    const last = await visitor.caller.books.list({ limit: 10, offset: first.total - 1 });
    expect(last.items).toHaveLength(1);
  });

  it('narrows to a genre on the server, with the genre’s own total', async () => {
    const books = await visitor.caller.books.list({ genre: 'poetry', limit: 100 });
    expect(books.items.length).toBeGreaterThan(0);
    expect(books.total).toBe(books.items.length);
    expect(new Set(books.items.map((b) => b.genre))).toEqual(new Set(['poetry']));
  });

  it('searches title or author on the server, in any script and case', async () => {
    const tamil = await visitor.caller.books.list({ q: 'குறள்' });
    expect(tamil.items.map((b) => b.title)).toContain('திருக்குறள்');
    expect(tamil.total).toBe(tamil.items.length);
    const upper = await visitor.caller.books.list({ q: 'RASANAYAGAM' });
    expect(upper.items.map((b) => b.title)).toEqual(['Ancient Jaffna']);
    expect(await visitor.caller.books.list({ q: 'rasanayagam' })).toEqual(upper);
    expect((await visitor.caller.books.list({ q: 'no such book anywhere' })).total).toBe(0);
  });

  it('refuses a genre outside the spec list with INVALID_INPUT and the field at fault', async () => {
    const refused = await visitor.refusal(
      visitor.caller.books.list({ genre: 'cookery' as 'poetry' }),
    );
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });
});

describe('books.create', () => {
  it('adds a book with the spec’s defaults (1 available, blue cover), trimmed, listed first', async () => {
    const created = await staff.caller.books.create({
      title: '  யாழ்ப்பாண வைபவமாலை ',
      author: 'மயில்வாகனப் புலவர்',
      genre: 'history',
      description: '',
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      title: 'யாழ்ப்பாண வைபவமாலை',
      author: 'மயில்வாகனப் புலவர்',
      genre: 'history',
      description: null,
      available: 1,
      coverColor: 'blue',
      language: 'English',
    });
    expect((await visitor.caller.books.list()).items[0]!.id).toBe(created.id);
  });

  it.each([
    ['no title', { title: ' ', author: 'A', genre: 'art' }, 'title'],
    ['a genre outside the list', { title: 'T', author: 'A', genre: 'cookery' }, 'genre'],
    ['negative copies', { title: 'T', author: 'A', genre: 'art', available: -1 }, 'available'],
    ['fractional copies', { title: 'T', author: 'A', genre: 'art', available: 1.5 }, 'available'],
    ['copies as text', { title: 'T', author: 'A', genre: 'art', available: '3' }, 'available'],
    [
      'an unknown cover colour',
      { title: 'T', author: 'A', genre: 'art', coverColor: 'url(x)' },
      'coverColor',
    ],
    ['no author', { title: 'T', genre: 'art' }, 'author'],
  ])('refuses %s with a field error and adds nothing', async (_, input, field) => {
    const before = await countRows(t.db, 'books');
    const refused = await staff.refusal(staff.caller.books.create(input as typeof newBook));
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    expect(await countRows(t.db, 'books')).toBe(before);
  });
});

describe('books.update and books.delete', () => {
  it('edits only the fields sent, and refuses a bad edit without changing anything', async () => {
    const created = await staff.caller.books.create(newBook);
    const edited = await staff.caller.books.update({
      id: created.id,
      title: 'New title',
      available: 0,
    });
    expect(edited).toMatchObject({
      id: created.id,
      title: 'New title',
      author: 'Someone',
      available: 0,
      genre: 'art',
    });
    expect(edited.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    const bad = await staff.refusal(
      staff.caller.books.update({ id: created.id, title: 'x', genre: 'nope' as 'art' }),
    );
    expect(bad.appCode).toBe('INVALID_INPUT');
    const row = await t.db
      .selectFrom('books')
      .select('title')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('New title');
  });

  it('answers NOT_FOUND for a book that does not exist', async () => {
    // One call at a time: a second call made up front would fail before it is awaited.
    for (const call of [
      () => staff.caller.books.update({ id: 999_999, title: 'x' }),
      () => staff.caller.books.delete({ id: 999_999 }),
    ]) {
      expect(await staff.refusal(call())).toMatchObject({
        code: 'NOT_FOUND',
        appCode: 'NOT_FOUND',
      });
    }
  });

  it('deletes a book, but refuses one with loan records and keeps it', async () => {
    const gone = await staff.caller.books.create({ ...newBook, title: 'Gone' });
    expect(await staff.caller.books.delete({ id: gone.id })).toEqual({ id: gone.id });
    expect(await t.db.selectFrom('books').where('id', '=', gone.id).select('id').execute()).toEqual(
      [],
    );

    const lent = await staff.caller.books.create({ ...newBook, title: 'Lent' });
    const patron = await createTestUser(t.db, 'patron');
    await t.db
      .insertInto('loans')
      .values({ bookId: lent.id, userId: patron.id, dueDate: SEED_NOW, status: 'returned' })
      .execute();
    expect(await staff.refusal(staff.caller.books.delete({ id: lent.id }))).toMatchObject({
      code: 'CONFLICT',
      appCode: 'BOOK_HAS_LOANS',
      message:
        'This book has loan records, so it cannot be deleted. Set its available copies to 0 instead.',
    });
    expect(
      await t.db.selectFrom('books').where('id', '=', lent.id).select('id').execute(),
    ).toHaveLength(1);
  });
});
