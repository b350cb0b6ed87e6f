import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { insertEbook, type Ebook } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing';

const ORIGIN = 'https://library.example.lk';
let t: TestDatabase;
let app: FastifyInstance;
let tamil: Ebook;
let hostile: Ebook;
let hidden: Ebook;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<title>Jaffna Public Library</title>\n<meta name="description" content="generic" />' +
      '</head><body><div id="root"></div></body></html>',
  );
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, {
    serveWeb: true,
    env: { WEB_DIST_DIR: dist, PUBLIC_ORIGIN: ORIGIN },
  });
  const base = {
    genre: 'poetry',
    fileUrl: 'https://www.gutenberg.org/ebooks/1.txt.utf-8',
  } as const;
  tamil = await insertEbook(t.db, {
    ...base,
    title: 'குறுந்தொகை',
    author: 'பல புலவர்கள்',
    language: 'Tamil',
    fileFormat: 'TXT',
    description: null,
    tags: ['சங்க இலக்கியம்'],
  });
  hostile = await insertEbook(t.db, {
    ...base,
    title: '</title><script>alert(1)</script> & "Co"',
    author: "O'Brien <b>",
    description: '</script><img src=x onerror=alert(1)> A book about <tags>.',
    coverImageUrl: '/api/ebooks/files/cover"onload=x.png',
  });
  hidden = await insertEbook(t.db, {
    ...base,
    title: 'Withdrawn',
    author: 'Nobody',
    isActive: false,
  });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

/** The head's tags as data, read back from the HTML the way a crawler reads them. */
function meta(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = [...head.matchAll(/<(meta|link)\s[^>]*>/g)].map((m) => m[0]);
  const byKey = (key: string) =>
    tags
      .filter((tag) => attr(tag, 'property') === key || attr(tag, 'name') === key)
      .map((tag) => attr(tag, 'content'));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    get: (key: string) => byKey(key)[0],
    all: byKey,
    canonical: tags
      .filter((tag) => attr(tag, 'rel') === 'canonical')
      .map((tag) => attr(tag, 'href'))[0],
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
    head,
  };
}

describe("an e-book's page as the server sends it (no JavaScript needed)", () => {
  it('carries its own title, description, address, preview card and schema.org Book', async () => {
    const res = await app.inject(`/ebooks/${tamil.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const m = meta(res.body);
    expect(m.titles).toBe(1);
    expect(m.title).toContain('குறுந்தொகை');
    expect(m.all('description')).toHaveLength(1);
    // No description of its own: one is written in the book's language.
    expect(m.get('description')).toContain('தமிழ்');
    expect(m.canonical).toBe(`${ORIGIN}/ebooks/${tamil.id}`);
    expect(m.get('og:type')).toBe('book');
    expect(m.get('og:title')).toBe('குறுந்தொகை · பல புலவர்கள்');
    expect(m.get('og:url')).toBe(`${ORIGIN}/ebooks/${tamil.id}`);
    expect(m.get('og:image')).toBe(`${ORIGIN}/ebooks/${tamil.id}/card.png`);
    expect(m.get('og:locale')).toBe('ta_LK');
    expect(m.get('twitter:card')).toBe('summary_large_image');
    expect(m.get('twitter:image')).toBe(`${ORIGIN}/ebooks/${tamil.id}/card.png`);
    expect(m.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'குறுந்தொகை',
      author: { '@type': 'Person', name: 'பல புலவர்கள்' },
      inLanguage: 'ta',
      bookFormat: 'https://schema.org/EBook',
      isAccessibleForFree: true,
      url: `${ORIGIN}/ebooks/${tamil.id}`,
    });
  });

  it('escapes what the collection says: no markup of its own reaches the page', async () => {
    const res = await app.inject(`/ebooks/${hostile.id}`);
    const m = meta(res.body);
    expect(m.head).not.toContain('<script>alert');
    expect(m.head).not.toContain('<img');
    expect(m.head).not.toContain('<b>');
    expect(m.titles).toBe(1);
    expect(m.get('og:title')).toBe(`${hostile.title} · ${hostile.author}`);
    expect(m.get('description')).toBe(hostile.description);
    expect(m.get('og:image')).toBe(`${ORIGIN}/api/ebooks/files/cover%22onload=x.png`);
    expect(m.jsonLd).toMatchObject({ name: hostile.title, description: hostile.description });
    // Exactly one JSON-LD element: its text cannot close it.
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('answers 404 with the not-found page for an e-book that is not there or withdrawn', async () => {
    for (const url of [
      `/ebooks/${hidden.id}`,
      '/ebooks/2147483647',
      '/ebooks/99999999999',
      '/ebooks/abc',
      '/ebooks/0',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(meta(res.body).get('robots')).toBe('noindex');
      expect(res.body).toContain('<div id="root">');
    }
  });
});

describe('which paths are pages', () => {
  it('answers the pages 200, staff pages kept out of search results', async () => {
    for (const url of [
      '/',
      '/ebooks',
      '/ebooks/',
      '/login',
      '/admin',
      '/scanner',
      '/items/JPL-1',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(meta((await app.inject('/')).body).get('robots')).toBeUndefined();
    expect(meta((await app.inject('/')).body).canonical).toBe(`${ORIGIN}/`);
    expect(meta((await app.inject('/admin')).body).get('robots')).toBe('noindex');
    expect(meta((await app.inject('/scanner')).body).get('robots')).toBe('noindex');
  });

  it('answers any other path 404 with the not-found page (no soft 404)', async () => {
    for (const url of ['/no/such/page', '/ebooks/1/read/more', '/admins', '/index.htm']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nothing-here' });
    expect(head.statusCode).toBe(404);
    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every active e-book, and no withdrawn one', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = new XMLParser().parse(res.body) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const locs = doc.urlset.url.map((url) => url.loc);
    expect(locs.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/ebooks`]);
    const active = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .execute();
    expect(locs.filter((loc) => loc.includes('/ebooks/')).sort()).toEqual(
      active.map((row) => `${ORIGIN}/ebooks/${row.id}`).sort(),
    );
    expect(locs).not.toContain(`${ORIGIN}/ebooks/${hidden.id}`);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(doc.urlset.url.find((url) => url.loc.endsWith(`/${tamil.id}`))?.lastmod).toBe(
      tamil.updatedAt.toISOString(),
    );
  });

  it('robots.txt points to the sitemap and keeps the staff screens out', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/admin', '/scanner', '/login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
  });
});

describe("an e-book's generated preview card", () => {
  it('is a 1200×630 PNG, and 404 for a withdrawn book', async () => {
    const res = await app.inject(`/ebooks/${tamil.id}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const info = await sharp(res.rawPayload).metadata();
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect((await app.inject(`/ebooks/${hidden.id}/card.png`)).statusCode).toBe(404);
  });
});
