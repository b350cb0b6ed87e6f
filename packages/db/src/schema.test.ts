import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

/** Runs `work` and returns the PostgreSQL error code it failed with. */
async function pgErrorCode(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  throw new Error('expected the statement to fail');
}

describe('spec defaults, enforced by the database itself', () => {
  it('a book is available (1) with a blue cover unless told otherwise', async () => {
    const book = await t.db
      .insertInto('books')
      .values({ title: 'Kamban Ramayanam', author: 'Kambar', genre: 'poetry' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(book.available).toBe(1);
    expect(book.coverColor).toBe('blue');
    expect(book.createdAt).toBeInstanceOf(Date);
  });

  it('an event admits 50 people unless told otherwise', async () => {
    const event = await t.db
      .insertInto('events')
      .values({ title: 'Story hour', date: 'Jan 25, 2027', time: '2:00 PM', category: 'Children' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(event.maxAttendees).toBe(50);
  });

  it('a scanned copy starts MANUAL, AWAITING_REVIEW, at the main library, with no images', async () => {
    const item = await t.db
      .insertInto('bookInventory')
      .values({ sku: 'JPL-TEST-0001', title: 'Unknown Title' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      sourceMethod: 'MANUAL',
      status: 'AWAITING_REVIEW',
      branchId: 'JPL',
      imageUrls: [],
      metadata: {},
      qrCodeSvg: null,
      verifiedAt: null,
    });
    expect(item.createdAt).toBeInstanceOf(Date);
    expect(item.lastModified).toBeInstanceOf(Date);
  });

  it('an e-book is an English PDF in the public domain, unrated, undownloaded, active, not featured', async () => {
    const ebook = await t.db
      .insertInto('ebooks')
      .values({
        title: 'Gitanjali',
        author: 'Rabindranath Tagore',
        genre: 'poetry',
        fileUrl: 'https://example.org/g.pdf',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(ebook).toMatchObject({
      language: 'English',
      fileFormat: 'PDF',
      isPublicDomain: true,
      rating: 0,
      downloadCount: 0,
      isFeatured: false,
      isActive: true,
      tags: [],
    });
  });

  it('a user is an active patron; a loan is active from now; a scan is unsuccessful until said', async () => {
    const user = await t.db
      .insertInto('users')
      .values({ email: 'reader@example.lk', passwordHash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'patron', isActive: true });
    const book = await t.db.selectFrom('books').select('id').executeTakeFirstOrThrow();
    const loan = await t.db
      .insertInto('loans')
      .values({ bookId: book.id, userId: user.id, dueDate: new Date(Date.now() + 14 * 864e5) })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(loan.status).toBe('active');
    expect(Math.abs(loan.checkoutDate.getTime() - Date.now())).toBeLessThan(60_000);
    const scan = await t.db
      .insertInto('scanHistory')
      .values({ scanType: 'manual', userId: user.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(scan).toMatchObject({ success: false, scanData: {}, errorMessage: null });
  });

  it('a reading session starts on page 1 at 0% with no bookmarks or notes', async () => {
    const ebook = await t.db.selectFrom('ebooks').select('id').executeTakeFirstOrThrow();
    const session = await t.db
      .insertInto('readingSessions')
      .values({ ebookId: ebook.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      currentPage: 1,
      readingProgress: 0,
      bookmarks: [],
      notes: [],
      sessionDuration: 0,
      isFinished: false,
    });
  });

  it('a newsletter subscription is stamped with the time it was made', async () => {
    const row = await t.db
      .insertInto('newsletters')
      .values({ email: 'news@example.lk' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.subscribedAt).toBeInstanceOf(Date);
  });
});

describe('rules the database refuses to break', () => {
  it('requires title, author and genre of a book', async () => {
    const attempts: Record<string, string>[] = [
      { author: 'A', genre: 'art' },
      { title: 'T', genre: 'art' },
      { title: 'T', author: 'A' },
    ];
    for (const values of attempts) {
      expect(
        await pgErrorCode(() => sql`insert into books ${sql.raw(columns(values))}`.execute(t.db)),
      ).toBe('23502');
    }
  });

  it('requires an e-book file URL and an event category', async () => {
    expect(
      await pgErrorCode(() =>
        sql`insert into ebooks (title, author, genre) values ('T', 'A', 'poetry')`.execute(t.db),
      ),
    ).toBe('23502');
    expect(
      await pgErrorCode(() =>
        sql`insert into events (title, date, time) values ('T', 'Jan 1', '9:00 AM')`.execute(t.db),
      ),
    ).toBe('23502');
  });

  it('keeps e-mails, SKUs and newsletter addresses unique', async () => {
    await t.db.insertInto('users').values({ email: 'one@example.lk', passwordHash: 'x' }).execute();
    expect(
      await pgErrorCode(() =>
        t.db.insertInto('users').values({ email: 'one@example.lk', passwordHash: 'y' }).execute(),
      ),
    ).toBe('23505');
    await t.db.insertInto('bookInventory').values({ sku: 'JPL-DUP', title: 'A' }).execute();
    expect(
      await pgErrorCode(() =>
        t.db.insertInto('bookInventory').values({ sku: 'JPL-DUP', title: 'B' }).execute(),
      ),
    ).toBe('23505');
    await t.db.insertInto('newsletters').values({ email: 'dup@example.lk' }).execute();
    expect(
      await pgErrorCode(() =>
        t.db.insertInto('newsletters').values({ email: 'dup@example.lk' }).execute(),
      ),
    ).toBe('23505');
  });

  it('refuses values outside the spec vocabularies', async () => {
    const attempts = [
      () =>
        t.db
          .insertInto('books')
          .values({ title: 'T', author: 'A', genre: 'cookery' as never })
          .execute(),
      () =>
        t.db
          .insertInto('events')
          .values({ title: 'T', date: 'd', time: 't', category: 'Party' as never })
          .execute(),
      () =>
        t.db
          .insertInto('bookInventory')
          .values({ sku: 'X-1', title: 'T', status: 'LOST' as never })
          .execute(),
      () =>
        t.db
          .insertInto('users')
          .values({ email: 'r@x.lk', passwordHash: 'x', role: 'root' as never })
          .execute(),
      () =>
        t.db
          .insertInto('ebooks')
          .values({ title: 'T', author: 'A', genre: 'poetry', fileUrl: 'u', rating: 6 })
          .execute(),
    ];
    for (const attempt of attempts) expect(await pgErrorCode(attempt)).toBe('23514');
  });

  it('refuses references to rows that do not exist', async () => {
    expect(
      await pgErrorCode(() =>
        t.db
          .insertInto('bookInventory')
          .values({ sku: 'ZZ-1', title: 'T', branchId: 'ZZZ' })
          .execute(),
      ),
    ).toBe('23503');
    expect(
      await pgErrorCode(() =>
        t.db.insertInto('ebookDownloads').values({ ebookId: 999_999 }).execute(),
      ),
    ).toBe('23503');
  });

  it('indexes book_inventory on status, sku (unique), isbn and category', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'book_inventory'`.execute(t.db);
    const defs = rows.map((r) => r.indexdef);
    // Status leads the index the staff list reads its status tabs from, in order.
    for (const column of ['status', 'isbn', 'category']) {
      expect(defs.some((d) => d.includes(`(${column})`) || d.includes(`(${column},`))).toBe(true);
    }
    expect(defs.some((d) => d.startsWith('CREATE UNIQUE INDEX') && d.includes('(sku)'))).toBe(true);
  });
});

function columns(values: Record<string, string>): string {
  const names = Object.keys(values).join(', ');
  const literals = Object.values(values)
    .map((v) => `'${v.replace(/'/g, "''")}'`)
    .join(', ');
  return `(${names}) values (${literals})`;
}
