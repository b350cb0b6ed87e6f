import { dashboardStats } from '@app/db';
import { createTestDatabase, SEED_NOW, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from './testing';

let t: TestDatabase;
let app: FastifyInstance;
let staff: string;
let patronId: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { now: () => SEED_NOW });
  const librarian = await createTestUser(t.db, 'librarian');
  staff = await signIn(app, librarian.email, librarian.password);
  patronId = (await createTestUser(t.db, 'patron')).id;
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie: staff },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const count = async (table: 'books' | 'events') =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/admin/stats', () => {
  it('answers the eight counts from the database, as of the request’s clock', async () => {
    // Known rows on top of the seed: two members (one suspended), loans, subscribers.
    for (const [fullName, status] of [
      ['Active Member', 'active'],
      ['Suspended Member', 'suspended'],
    ] as const) {
      const member = await call('POST', '/api/members', {
        fullName,
        phone: '021 222 3333',
        branchId: 'JPL',
      });
      await call('PUT', `/api/members/${member.json<{ id: number }>().id}`, { status });
    }
    const book = (await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('loans')
      .values([
        { bookId: book, userId: patronId, dueDate: new Date(SEED_NOW.getTime() - DAY) },
        { bookId: book, userId: patronId, dueDate: new Date(SEED_NOW.getTime() + DAY) },
        {
          bookId: book,
          userId: patronId,
          dueDate: new Date(SEED_NOW.getTime() - 5 * DAY),
          status: 'returned',
        },
      ])
      .execute();
    await t.db
      .insertInto('newsletters')
      .values([{ email: 'a@example.lk' }, { email: 'b@example.lk' }])
      .execute();
    await t.db
      .updateTable('books')
      .set({ createdAt: new Date('2026-10-01T00:00:00Z') })
      .execute();
    await t.db
      .updateTable('books')
      .set({ createdAt: new Date('2026-11-05T00:00:00Z') })
      .where('id', '<=', 3)
      .execute();

    const res = await call('GET', '/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const seeded = { books: 32, events: 10, branches: 8 };
    expect(res.json()).toEqual({
      totalBooks: seeded.books,
      newBooksThisMonth: 3,
      totalMembers: 1,
      totalEvents: seeded.events,
      totalBranches: seeded.branches,
      activeLoans: 2,
      newsletterSubs: 2,
      overdueBooks: 1,
    });
    expect(res.json()).toEqual(await dashboardStats(t.db, SEED_NOW));
  });

  it('is for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});

describe('books (POST/PUT/DELETE /api/admin/books)', () => {
  it('adds a book with the spec’s defaults (1 available, blue cover) and answers 201', async () => {
    const res = await call('POST', '/api/admin/books', {
      title: '  யாழ்ப்பாண வைபவமாலை ',
      author: 'மயில்வாகனப் புலவர்',
      genre: 'history',
      description: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      title: 'யாழ்ப்பாண வைபவமாலை',
      author: 'மயில்வாகனப் புலவர்',
      genre: 'history',
      description: null,
      available: 1,
      coverColor: 'blue',
      language: 'English',
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/books' })).json() as {
      id: number;
    }[];
    expect(listed[0]!.id).toBe(res.json().id);
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
  ])('refuses %s with a field error and adds nothing', async (_, payload, field) => {
    const before = await count('books');
    const res = await call('POST', '/api/admin/books', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('INVALID_INPUT');
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(await count('books')).toBe(before);
  });

  it('edits only the fields sent, and refuses a bad edit without changing anything', async () => {
    const created = (
      await call('POST', '/api/admin/books', { title: 'Old', author: 'Someone', genre: 'art' })
    ).json();
    const res = await call('PUT', `/api/admin/books/${created.id}`, {
      title: 'New title',
      available: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      title: 'New title',
      author: 'Someone',
      available: 0,
      genre: 'art',
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
    const bad = await call('PUT', `/api/admin/books/${created.id}`, { title: 'x', genre: 'nope' });
    expect(bad.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('books')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('New title');
  });

  it('answers 404 for a book that does not exist, and 400 for a path that is not an id', async () => {
    expect((await call('PUT', '/api/admin/books/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/books/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/books/abc')).statusCode).toBe(400);
  });

  it("deletes an event sent as the spec's client sends it: a JSON content type and no body", async () => {
    const created = (
      await call('POST', '/api/admin/events', {
        title: 'Gone',
        date: 'Jan 25, 2027',
        time: '2:00 PM',
        category: 'Workshop',
      })
    ).json();
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${created.id}`,
      headers: { cookie: staff, 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('events').where('id', '=', created.id).select('id').execute(),
    ).toEqual([]);
  });

  it('deletes a book, but refuses (409) one with loan records', async () => {
    const created = (
      await call('POST', '/api/admin/books', { title: 'Gone', author: 'A', genre: 'art' })
    ).json();
    const del = await call('DELETE', `/api/admin/books/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: created.id });
    expect(
      await t.db.selectFrom('books').where('id', '=', created.id).select('id').execute(),
    ).toEqual([]);

    const lent = (
      await call('POST', '/api/admin/books', { title: 'Lent', author: 'A', genre: 'art' })
    ).json();
    await t.db
      .insertInto('loans')
      .values({ bookId: lent.id, userId: patronId, dueDate: SEED_NOW, status: 'returned' })
      .execute();
    const refused = await call('DELETE', `/api/admin/books/${lent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      appCode: 'BOOK_HAS_LOANS',
      message:
        'This book has loan records, so it cannot be deleted. Set its available copies to 0 instead.',
    });
    expect(
      await t.db.selectFrom('books').where('id', '=', lent.id).select('id').execute(),
    ).toHaveLength(1);
  });
});

describe('events (POST/PUT/DELETE /api/admin/events)', () => {
  it('adds an event (201) with 50 places by default and reads its start in Jaffna time', async () => {
    const res = await call('POST', '/api/admin/events', {
      title: 'Poetry evening',
      description: 'Bharathiyar read aloud',
      date: 'Jan 25, 2027',
      time: '2:00 PM',
      category: 'Discussion',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Poetry evening',
      date: 'Jan 25, 2027',
      time: '2:00 PM',
      category: 'Discussion',
      maxAttendees: 50,
      startsAt: '2027-01-25T08:30:00.000Z',
      durationMinutes: null,
      branchId: null,
    });
  });

  it('keeps free text it cannot read as a date, with no start', async () => {
    const res = await call('POST', '/api/admin/events', {
      title: 'Story time',
      date: 'Every Saturday',
      time: 'Mornings',
      category: 'Children',
      maxAttendees: 20,
      branchId: 'NLR',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startsAt: null, maxAttendees: 20, branchId: 'NLR' });
  });

  it('takes an exact start and length when the client sends them', async () => {
    const res = await call('POST', '/api/admin/events', {
      title: 'Book fair',
      date: 'Feb 1, 2027',
      time: 'all day',
      category: 'Special',
      startsAt: '2027-02-01T09:00:00+05:30',
      durationMinutes: 480,
    });
    expect(res.json()).toMatchObject({
      startsAt: '2027-02-01T03:30:00.000Z',
      durationMinutes: 480,
    });
  });

  it.each([
    ['a category outside the four', { category: 'Concert' }, 'category'],
    ['no date', { date: '' }, 'date'],
    ['zero places', { maxAttendees: 0 }, 'maxAttendees'],
    ['a branch that does not exist', { branchId: 'XXX' }, 'branchId'],
    ['a start that is not a date', { startsAt: 'soon' }, 'startsAt'],
  ])('refuses %s with a field error and adds nothing', async (_, change, field) => {
    const before = await count('events');
    const res = await call('POST', '/api/admin/events', {
      title: 'T',
      date: 'Jan 1, 2027',
      time: '10:00 AM',
      category: 'Workshop',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('INVALID_INPUT');
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(await count('events')).toBe(before);
  });

  it('edits an event; new date text moves its start, other edits leave it', async () => {
    const created = (
      await call('POST', '/api/admin/events', {
        title: 'Workshop',
        date: 'Mar 3, 2027',
        time: '10:00 AM',
        category: 'Workshop',
      })
    ).json();
    const renamed = await call('PUT', `/api/admin/events/${created.id}`, {
      title: 'Palm-leaf workshop',
    });
    expect(renamed.json()).toMatchObject({
      title: 'Palm-leaf workshop',
      startsAt: '2027-03-03T04:30:00.000Z',
    });
    const moved = await call('PUT', `/api/admin/events/${created.id}`, { time: '3:30 PM' });
    expect(moved.json()).toMatchObject({ time: '3:30 PM', startsAt: '2027-03-03T10:00:00.000Z' });
    const vague = await call('PUT', `/api/admin/events/${created.id}`, { date: 'To be announced' });
    expect(vague.json()).toMatchObject({ startsAt: null });
    expect((await call('PUT', '/api/admin/events/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('deletes an event (and 404 when there is none)', async () => {
    const created = (
      await call('POST', '/api/admin/events', {
        title: 'Cancelled',
        date: 'Apr 1, 2027',
        time: '10:00 AM',
        category: 'Special',
      })
    ).json();
    const res = await call('DELETE', `/api/admin/events/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    expect((await call('DELETE', `/api/admin/events/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses patrons (403) and visitors (401)', async () => {
    const member = await createTestUser(t.db, 'patron');
    const cookie = await signIn(app, member.email, member.password);
    const payload = { title: 'x', date: 'Jan 1, 2027', time: '10:00', category: 'Special' };
    const asPatron = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload,
      headers: { cookie },
    });
    expect(asPatron.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/books', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});
