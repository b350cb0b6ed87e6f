import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUsers } from './testing';

interface EbookJson {
  id: number;
  title: string;
  author: string;
  genre: string;
  language: string;
  fileFormat: string;
  isActive: boolean;
  isFeatured: boolean;
  downloadCount: number;
  rating: number;
  tags: string[];
}

let t: TestDatabase;
let app: FastifyInstance;
type Reader = 'patron' | 'patron2' | 'librarian';
let cookies: Record<Reader, string>;
let userIds: Record<Reader, string>;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
  ({ ids: userIds, cookies } = await signedInUsers(app, t.db, {
    patron: 'patron',
    patron2: 'patron',
    librarian: 'librarian',
  }));
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const countEbooks = async () =>
  Number(
    (
      await t.db
        .selectFrom('ebooks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const newEbook = {
  title: 'பாரதியார் கவிதைகள்',
  author: 'சுப்பிரமணிய பாரதி',
  genre: 'poetry',
  language: 'Tamil',
  fileFormat: 'PDF',
  fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0012.pdf',
  description: '',
  fileSize: '0.5 MB',
  totalPages: 0,
  coverImageUrl: '',
  tags: [],
  rating: 0,
  isFeatured: false,
  isActive: true,
};

describe('public lists over REST', () => {
  let hiddenId: number;
  beforeAll(async () => {
    const res = await send(
      'POST',
      '/api/ebooks',
      { ...newEbook, title: 'Withdrawn Gitanjali', isActive: false, isFeatured: true },
      cookies.librarian,
    );
    hiddenId = res.json<EbookJson>().id;
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 1_000_000 })
      .where('id', '=', hiddenId)
      .execute();
  });

  it('never shows an inactive e-book in the list, featured, popular, recent or search', async () => {
    for (const url of [
      '/api/ebooks',
      '/api/ebooks/featured',
      '/api/ebooks/popular',
      '/api/ebooks/recent',
      '/api/ebooks/search?q=Gitanjali',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const list = res.json<EbookJson[]>();
      expect(list.length, url).toBeGreaterThan(0);
      expect(
        list.map((e) => e.id),
        url,
      ).not.toContain(hiddenId);
      expect(
        list.every((e) => e.isActive),
        url,
      ).toBe(true);
      expect(Object.keys(list[0]!), url).not.toContain('searchVector');
    }
  });

  it('hides an inactive e-book by id from the public but not from staff', async () => {
    expect((await get(`/api/ebooks/${hiddenId}`)).statusCode).toBe(404);
    expect((await get(`/api/ebooks/${hiddenId}`, cookies.patron)).statusCode).toBe(404);
    const staff = await get(`/api/ebooks/${hiddenId}`, cookies.librarian);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<EbookJson>().isActive).toBe(false);
  });

  it('orders popular by downloads and shows at most 12 on a shelf by default', async () => {
    const [first, second] = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 500 })
      .where('id', '=', second!.id)
      .execute();
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 400 })
      .where('id', '=', first!.id)
      .execute();
    const popular = (await get('/api/ebooks/popular')).json<EbookJson[]>();
    expect(popular.slice(0, 2).map((e) => e.id)).toEqual([second!.id, first!.id]);
    const counts = popular.map((e) => e.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(popular.length).toBeLessThanOrEqual(12);
    expect((await get('/api/ebooks/popular?limit=3')).json<EbookJson[]>()).toHaveLength(3);
  });

  it('filters by genre and language, treating "all" as no filter', async () => {
    const tamilPoetry = (await get('/api/ebooks?genre=poetry&language=Tamil')).json<EbookJson[]>();
    expect(tamilPoetry.length).toBeGreaterThan(0);
    for (const e of tamilPoetry) expect([e.genre, e.language]).toEqual(['poetry', 'Tamil']);
    const all = (await get('/api/ebooks?genre=all&language=all')).json<EbookJson[]>();
    expect(all.length).toBeGreaterThan(tamilPoetry.length);
    const bad = await get('/api/ebooks?genre=cookery');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });
});

describe('search over REST', () => {
  it.each(['', '%20%20%20'])('refuses a blank query (%j) with a field error', async (q) => {
    const res = await get(`/api/ebooks/search?q=${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { q: [expect.any(String)] },
    });
  });

  it('refuses a search without q', async () => {
    expect((await get('/api/ebooks/search')).statusCode).toBe(400);
  });

  it.each([
    ['thirukkural', 'திருக்குறள்'],
    [encodeURIComponent('திருக்குறள்'), 'திருக்குறள்'],
    ['silappathikaram', 'சிலப்பதிகாரம் — புகார்க் காண்டம்'],
    ['Frankenstien', 'Frankenstein; Or, The Modern Prometheus'],
    ['pride%20prejudise', 'Pride and Prejudice'],
  ])('finds the seeded collection by %s', async (q, title) => {
    const res = await get(`/api/ebooks/search?q=${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<EbookJson[]>()[0]?.title).toBe(title);
  });

  it('finds Bharathiyar’s poems in the seed from the romanised name', async () => {
    const titles = (await get('/api/ebooks/search?q=bharathiyar')).json<EbookJson[]>();
    expect(titles.map((e) => e.title)).toContain('கண்ணன் பாட்டு, குயில் பாட்டு');
  });
});

describe('staff create, update and delete', () => {
  it('refuses anonymous callers and patrons, and writes nothing', async () => {
    const before = await countEbooks();
    expect((await send('POST', '/api/ebooks', newEbook)).statusCode).toBe(401);
    expect((await send('POST', '/api/ebooks', newEbook, cookies.patron)).statusCode).toBe(403);
    expect((await send('PUT', '/api/ebooks/1', { title: 'x' }, cookies.patron)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', '/api/ebooks/1', undefined, cookies.patron)).statusCode).toBe(403);
    expect(await countEbooks()).toBe(before);
  });

  it('adds an e-book (201) with the spec defaults and empty fields as null', async () => {
    const res = await send(
      'POST',
      '/api/ebooks',
      {
        title: '  Meditations  ',
        author: 'Marcus Aurelius',
        genre: 'philosophy',
        fileUrl: '/api/ebooks/files/abc123.pdf',
      },
      cookies.librarian,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Meditations',
      language: 'English',
      fileFormat: 'PDF',
      isPublicDomain: true,
      rating: 0,
      downloadCount: 0,
      tags: [],
      isFeatured: false,
      isActive: true,
    });
    const created = await send('POST', '/api/ebooks', newEbook, cookies.librarian);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ description: null, coverImageUrl: null, totalPages: 0 });
  });

  it('refuses bad input with an error for each field at fault and writes nothing', async () => {
    const before = await countEbooks();
    const res = await send(
      'POST',
      '/api/ebooks',
      {
        title: '   ',
        genre: 'cookery',
        language: 'French',
        fileFormat: 'DOCX',
        fileUrl: 'https://evil.example.com/book.pdf',
        rating: 7,
        totalPages: -3,
      },
      cookies.librarian,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      appCode: string;
      message: string;
      fieldErrors: Record<string, string[]>;
    }>();
    expect(body.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      [
        'author',
        'fileFormat',
        'fileUrl',
        'genre',
        'language',
        'rating',
        'title',
        'totalPages',
      ].sort(),
    );
    expect(body.fieldErrors.title).toEqual(['Title is required']);
    expect(body.fieldErrors.fileUrl?.[0]).toMatch(/Project Gutenberg/);
    expect(await countEbooks()).toBe(before);
  });

  it('updates only the fields sent, refuses bad ones without writing, and 404s a missing id', async () => {
    const { id } = (
      await send('POST', '/api/ebooks', newEbook, cookies.librarian)
    ).json<EbookJson>();
    const res = await send(
      'PUT',
      `/api/ebooks/${id}`,
      { title: 'யாழ்ப்பாண வைபவ மாலை', isFeatured: true },
      cookies.librarian,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'யாழ்ப்பாண வைபவ மாலை',
      isFeatured: true,
      genre: 'poetry',
    });
    expect((await get(`/api/ebooks/search?q=yazhpanam`)).json<EbookJson[]>()[0]?.id).toBe(id);

    const bad = await send('PUT', `/api/ebooks/${id}`, { title: '', rating: 9 }, cookies.librarian);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'rating',
      'title',
    ]);
    expect((await get(`/api/ebooks/${id}`)).json<EbookJson>().title).toBe('யாழ்ப்பாண வைபவ மாலை');

    expect(
      (await send('PUT', '/api/ebooks/999999', { title: 'x' }, cookies.librarian)).statusCode,
    ).toBe(404);
  });

  it('deletes an e-book (with no body sent), then answers 404 for it', async () => {
    const { id } = (
      await send('POST', '/api/ebooks', newEbook, cookies.librarian)
    ).json<EbookJson>();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/ebooks/${id}`,
      headers: { cookie: cookies.librarian },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await get(`/api/ebooks/${id}`)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/ebooks/${id}`, undefined, cookies.librarian)).statusCode,
    ).toBe(404);
  });
});

describe('downloads', () => {
  it('counts 50 simultaneous downloads exactly and records each with ip, user agent and device', async () => {
    const { id } = (
      await send('POST', '/api/ebooks', newEbook, cookies.librarian)
    ).json<EbookJson>();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/ebooks/${id}/download`,
          headers: { 'user-agent': i % 2 ? iphone : 'Mozilla/5.0 (X11; Linux x86_64)' },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers[0]!.json()).toEqual({
      downloadUrl: `/api/ebooks/${id}/file?download=1`,
      filename: 'பாரதியார் கவிதைகள்.pdf',
    });
    expect((await get(`/api/ebooks/${id}`)).json<EbookJson>().downloadCount).toBe(50);
    const rows = await t.db
      .selectFrom('ebookDownloads')
      .selectAll()
      .where('ebookId', '=', id)
      .execute();
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.ipAddress)).size).toBe(50);
    expect(rows.filter((r) => r.device === 'mobile')).toHaveLength(25);
    expect(rows.filter((r) => r.device === 'desktop')).toHaveLength(25);
    expect(rows.filter((r) => r.userAgent === iphone)).toHaveLength(25);
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('records the signed-in reader and accepts the spec’s JSON content type with no body', async () => {
    const { id } = (
      await send(
        'POST',
        '/api/ebooks',
        { ...newEbook, title: 'ශ්‍රී ලංකා ජන කතා', fileFormat: 'EPUB' },
        cookies.librarian,
      )
    ).json<EbookJson>();
    const res = await app.inject({
      method: 'POST',
      url: `/api/ebooks/${id}/download`,
      headers: { cookie: cookies.patron, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    // The Sinhala title keeps its joiner (ශ්‍රී) and its script.
    expect(res.json<{ filename: string }>().filename).toBe('ශ්‍රී ලංකා ජන කතා.epub');
    const row = await t.db
      .selectFrom('ebookDownloads')
      .selectAll()
      .where('ebookId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(userIds.patron);
  });

  it('answers 404 for an inactive or missing e-book and counts nothing', async () => {
    const { id } = (
      await send('POST', '/api/ebooks', { ...newEbook, isActive: false }, cookies.librarian)
    ).json<EbookJson>();
    expect((await send('POST', `/api/ebooks/${id}/download`)).statusCode).toBe(404);
    expect((await send('POST', '/api/ebooks/999999/download')).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('ebooks')
      .select('downloadCount')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.downloadCount).toBe(0);
  });
});
