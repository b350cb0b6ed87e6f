import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn, trpcData, trpcQuery } from './testing';

/** Every text field takes any Unicode safely; what is not text is refused with 400 (0021). */
let t: TestDatabase;
let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
  const staff = await createTestUser(t.db, 'librarian');
  cookie = await signIn(app, staff.email, staff.password);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const addBook = (payload: string | object, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/books',
    headers: { cookie, 'content-type': contentType },
    payload,
  });

describe('text that is not text', () => {
  it('a NUL or another control character in a field is 400 with the field named, and nothing is written', async () => {
    const before = await countRows(t.db, 'books');
    for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085', 'del\u007f']) {
      const rest = await addBook({ title: bad, author: 'A', genre: 'history' });
      expect(rest.statusCode, JSON.stringify(bad)).toBe(400);
      expect(rest.json()).toMatchObject({
        appCode: 'INVALID_INPUT',
        fieldErrors: { title: [expect.any(String)] },
      });
      const trpc = await app.inject({
        method: 'POST',
        url: '/trpc/books.create',
        headers: { cookie },
        payload: { json: { title: 'ok', author: bad, genre: 'history' } },
      });
      expect(trpc.statusCode).toBe(400);
      expect(trpc.json().error.json.data).toMatchObject({
        appCode: 'INVALID_INPUT',
        fieldErrors: { author: [expect.any(String)] },
      });
    }
    expect(await countRows(t.db, 'books')).toBe(before);
  });

  it('half a surrogate pair (not Unicode) is refused the same way', async () => {
    const res = await addBook('{"title":"broken \\ud800 text","author":"A","genre":"history"}');
    expect(res.statusCode).toBe(400);
    const query = await trpcQuery(app, 'ebooks.search', { q: 'x\udc00' });
    expect(query.statusCode).toBe(400);
  });

  it('a body whose bytes are not UTF-8 is refused, not read with replacement characters', async () => {
    const before = await countRows(t.db, 'books');
    const body = Buffer.concat([
      Buffer.from('{"title":"Caf'),
      Buffer.from([0xe9]), // Latin-1 é: not UTF-8
      Buffer.from('","author":"A","genre":"history"}'),
    ]);
    const raw = await app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ appCode: 'INVALID_INPUT' });
    expect(await countRows(t.db, 'books')).toBe(before);
  });

  it('a tRPC body or a form body whose bytes are not UTF-8 is refused too', async () => {
    const before = await countRows(t.db, 'books');
    const latin1 = (text: string) =>
      Buffer.concat(
        text
          .split('é')
          .flatMap((part, i) =>
            i ? [Buffer.from([0xe9]), Buffer.from(part)] : [Buffer.from(part)],
          ),
      );
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/books.create',
      headers: { cookie, 'content-type': 'application/json' },
      body: latin1('{"json":{"title":"Café","author":"A","genre":"history"}}'),
    });
    expect(trpc.statusCode).toBe(400);
    expect(await countRows(t.db, 'books')).toBe(before);
    // The one form body there is (RFC 8058's one-click unsubscribe).
    const form = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?s=1&t=0.forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: latin1('List-Unsubscribe=One-Click&x=é'),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ appCode: 'INVALID_INPUT' });
  });

  it('a URL with a control character or bytes that are not UTF-8 is 400, never 500', async () => {
    for (const url of [
      '/api/items/%00',
      '/api/items/%FF',
      '/api/items/%C0%AF',
      '/api/ebooks/search?q=%00',
      '/api/ebooks/search?q=%E0%A4',
      '/opds/search?q=a%01b',
      '/opds2/search?query=a%01b',
      '/opds2/publications?genre=%FF',
      '/trpc/ebooks.search?input=%7B%22json%22%3A%7B%22q%22%3A%22a%5Cu0000%22%7D%7D',
      '/api/ebooks/files/%00.epub',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toMatch(/INVALID_INPUT/);
    }
  });
});

describe('what a write may be sent as', () => {
  /**
   * A page on another site can send a form, or text, without asking first (no CORS preflight),
   * and an old browser or a privacy setting may leave out Origin: only JSON, which a page may
   * send only after asking, is taken, and multipart where a file is sent.
   */
  const simpleBodies = [
    ['application/x-www-form-urlencoded', 'title=Forged&author=A&genre=history'],
    ['text/plain', '{"title":"Forged","author":"A","genre":"history"}'],
    ['text/plain;charset=UTF-8', '{"json":{"title":"Forged","author":"A","genre":"history"}}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nForged\r\n--x--\r\n',
    ],
  ] as const;

  it('refuses a form, text or multipart body on a REST or tRPC write with 415, and writes nothing', async () => {
    const before = await countRows(t.db, 'books');
    for (const [type, payload] of simpleBodies) {
      for (const url of ['/api/admin/books', '/trpc/books.create']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
      }
    }
    expect(await countRows(t.db, 'books')).toBe(before);
  });

  it('keeps the one form RFC 8058 requires: a mail client’s one-click unsubscribe', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?s=1&t=0.forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    // Read and answered (a forged link is refused as such), not refused for its form.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ appCode: 'NEWSLETTER_LINK_INVALID' });
  });
});

describe('text that is text', () => {
  it('keeps every script, joiner, emoji and bidi mark as typed', async () => {
    const title = 'யாழ் நூலகம் · ශ්‍රී ලංකා · ‏עברית‎ · 📚 · e\u0301';
    const res = await addBook({ title, author: 'ஔவையார்', genre: 'poetry' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title, author: 'ஔவையார்' });
  });

  it('turns line breaks and tabs of a one-line field into spaces, and keeps them in a description', async () => {
    const res = await addBook({
      title: 'Two\r\nlines\tand a tab',
      author: 'A',
      genre: 'history',
      description: 'First line\r\nSecond line\n\tIndented',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Two lines and a tab',
      description: 'First line\nSecond line\n\tIndented',
    });
    const listed = trpcData<{ items: { title: string }[] }>(
      await trpcQuery(app, 'books.list', { q: 'Two lines' }),
    );
    expect(listed.items.some((b) => b.title === 'Two lines and a tab')).toBe(true);
    void superjson;
  });
});
