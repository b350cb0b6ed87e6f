import { countRows, SEED_NOW } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestUser, useTestLibrary } from '../testing/context';

const lib = useTestLibrary();

const newBook = { title: 'Old', author: 'Someone', genre: 'art' } as const;

describe('books.list', () => {
  it('lists every book in the catalogue, the seeded Tamil classics among them', async () => {
    const books = await lib.visitor.caller.books.list();
    expect(books).toHaveLength(await countRows(lib.db, 'books'));
    expect(books.some((b) => b.title === 'திருக்குறள்')).toBe(true);
    expect(books[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('narrows to a genre on the server', async () => {
    const books = await lib.visitor.caller.books.list({ genre: 'poetry' });
    expect(books.length).toBeGreaterThan(0);
    expect(new Set(books.map((b) => b.genre))).toEqual(new Set(['poetry']));
  });

  it('refuses a genre outside the spec list with INVALID_INPUT and the field at fault', async () => {
    const refused = await lib.visitor.refusal(
      lib.visitor.caller.books.list({ genre: 'cookery' as 'poetry' }),
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
    const created = await lib.staff.caller.books.create({
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
    expect((await lib.visitor.caller.books.list())[0]!.id).toBe(created.id);
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
    const before = await countRows(lib.db, 'books');
    const refused = await lib.staff.refusal(lib.staff.caller.books.create(input as typeof newBook));
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual([field]);
    expect(await countRows(lib.db, 'books')).toBe(before);
  });
});

describe('books.update and books.delete', () => {
  it('edits only the fields sent, and refuses a bad edit without changing anything', async () => {
    const created = await lib.staff.caller.books.create(newBook);
    const edited = await lib.staff.caller.books.update({
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
    const bad = await lib.staff.refusal(
      lib.staff.caller.books.update({ id: created.id, title: 'x', genre: 'nope' as 'art' }),
    );
    expect(bad.appCode).toBe('INVALID_INPUT');
    const row = await lib.db
      .selectFrom('books')
      .select('title')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('New title');
  });

  it('answers NOT_FOUND for a book that does not exist', async () => {
    for (const call of [
      lib.staff.caller.books.update({ id: 999_999, title: 'x' }),
      lib.staff.caller.books.delete({ id: 999_999 }),
    ]) {
      expect(await lib.staff.refusal(call)).toMatchObject({
        code: 'NOT_FOUND',
        appCode: 'NOT_FOUND',
      });
    }
  });

  it('deletes a book, but refuses one with loan records and keeps it', async () => {
    const gone = await lib.staff.caller.books.create({ ...newBook, title: 'Gone' });
    expect(await lib.staff.caller.books.delete({ id: gone.id })).toEqual({ id: gone.id });
    expect(
      await lib.db.selectFrom('books').where('id', '=', gone.id).select('id').execute(),
    ).toEqual([]);

    const lent = await lib.staff.caller.books.create({ ...newBook, title: 'Lent' });
    const patron = await createTestUser(lib.db, 'patron');
    await lib.db
      .insertInto('loans')
      .values({ bookId: lent.id, userId: patron.id, dueDate: SEED_NOW, status: 'returned' })
      .execute();
    expect(await lib.staff.refusal(lib.staff.caller.books.delete({ id: lent.id }))).toMatchObject({
      code: 'CONFLICT',
      appCode: 'BOOK_HAS_LOANS',
      message:
        'This book has loan records, so it cannot be deleted. Set its available copies to 0 instead.',
    });
    expect(
      await lib.db.selectFrom('books').where('id', '=', lent.id).select('id').execute(),
    ).toHaveLength(1);
  });
});
