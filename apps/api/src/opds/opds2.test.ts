import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewEbook } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { makeEpub, makePdf, makeTxt } from '@app/testing/ebook-files';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestEbook, storeTestUpload } from '../testing';

const ORIGIN = 'https://library.example.lk';
const OPDS2 = 'application/opds+json';
const PUBLICATION = 'application/opds-publication+json';
/** The answers' Content-Type: the media type, and UTF-8 as Fastify says of all JSON. */
const typeOf = (mediaType: string) => `${mediaType}; charset=utf-8`;
const OPEN_ACCESS = 'http://opds-spec.org/acquisition/open-access';
const SCHEMAS = path.join(import.meta.dirname, 'fixtures', 'opds2-schemas');

interface Link {
  href: string;
  type?: string;
  rel?: string | string[];
  title?: string;
  templated?: boolean;
  properties?: { numberOfItems?: number };
}
interface Publication {
  metadata: Record<string, unknown> & { title: string; language: string; identifier: string };
  links: Link[];
  images?: Link[];
}
interface Feed {
  metadata: { title: string; numberOfItems?: number; itemsPerPage?: number; currentPage?: number };
  links: Link[];
  navigation?: Link[];
  publications?: Publication[];
  facets?: { metadata: { title: string }; links: Link[] }[];
}

/**
 * The official OPDS 2.0 schemas (opds-community/drafts) and the Readium Web Publication
 * Manifest schemas they refer to, as published (fixtures/opds2-schemas/README.md), read by
 * Ajv in their own draft (07) with the formats they name checked. Ajv's strict mode stays on
 * but for two rules about how a schema is written (a `required` property defined elsewhere, a
 * keyword without its `type`), which the published schemas do not follow.
 */
function loadSchemas() {
  const ajv = new Ajv({ allErrors: true, strictRequired: false, strictTypes: false });
  addFormats(ajv);
  for (const file of readdirSync(SCHEMAS, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.schema.json')) {
      ajv.addSchema(JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as object);
    }
  }
  const schema = (id: string) => ajv.getSchema(`https://drafts.opds.io/schema/${id}`)!;
  return { feed: schema('feed.schema.json'), publication: schema('publication.schema.json') };
}
const schemas = loadSchemas();

function expectValid(validate: ValidateFunction, body: unknown, label: string) {
  const valid = validate(body);
  expect(validate.errors ?? [], label).toEqual([]);
  expect(valid, label).toBe(true);
}

let t: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
const ids: Record<'tamilTxt' | 'sinhalaEpub' | 'englishPdf' | 'withdrawn', number> = {
  tamilTxt: 0,
  sinhalaEpub: 0,
  englishPdf: 0,
  withdrawn: 0,
};
const files: Record<'txt' | 'epub' | 'pdf', Buffer> = {
  txt: makeTxt(),
  epub: makeEpub('සිංහල පොත'),
  pdf: makePdf(3),
};

const local = (href: string) => {
  expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
  return href.slice(ORIGIN.length);
};
const linkOf = (links: Link[], rel: string) =>
  links.find((link) => link.rel === rel || (Array.isArray(link.rel) && link.rel.includes(rel)));

/** GETs an OPDS 2.0 feed, which must answer 200 as `application/opds+json` and be valid. */
async function getFeed(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type'], url).toBe(typeOf(OPDS2));
  const feed = res.json<Feed>();
  expectValid(schemas.feed, feed, url);
  return { res, feed };
}

/** Every page of a paged feed, from the first by its `next` links. */
async function walkPages(url: string): Promise<Feed[]> {
  const pages: Feed[] = [];
  let next: string | undefined = url;
  while (next) {
    const { feed } = await getFeed(next);
    pages.push(feed);
    const link = linkOf(feed.links, 'next');
    next = link ? local(link.href) : undefined;
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

const storeUpload = (body: Buffer, extension: string) =>
  storeTestUpload(uploadDir, body, extension);
const addEbook = (fields: Partial<NewEbook>) =>
  insertTestEbook(t.db, { genre: 'poetry', ...fields });

async function addReadableEbooks() {
  ids.tamilTxt = await addEbook({
    title: 'Kural & <Commentary>',
    author: 'வள்ளுவர்',
    genre: 'literature',
    language: 'Tamil',
    fileFormat: 'TXT',
    fileUrl: storeUpload(files.txt, 'txt'),
    description: 'A "quoted" summary & more',
    coverImageUrl: 'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg',
    downloadCount: 1_000_000,
    isbn: '9780140449198',
    publicationYear: 1886,
    totalPages: 140,
    tags: ['ethics', ' '],
  });
  ids.sinhalaEpub = await addEbook({
    title: 'සිංහල පොත',
    author: 'කතුවරයා',
    genre: 'history',
    language: 'Sinhala',
    fileFormat: 'EPUB',
    fileUrl: storeUpload(files.epub, 'epub'),
    // A cover whose kind cannot be told from its address is not offered.
    coverImageUrl: 'https://www.gutenberg.org/cache/epub/84/cover',
  });
  ids.englishPdf = await addEbook({
    title: 'An English Pamphlet',
    author: 'Anon',
    genre: 'science',
    language: 'English',
    fileFormat: 'PDF',
    fileUrl: storeUpload(files.pdf, 'pdf'),
    description: '',
  });
  ids.withdrawn = await addEbook({
    title: 'Withdrawn poem',
    isActive: false,
    downloadCount: 2_000_000,
  });
}

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-opds2-'));
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: ORIGIN, UPLOAD_DIR: uploadDir } });
  // 30 more poems, one a minute apart: with the 2 seeded, poetry needs two pages of 25.
  const base = Date.parse('2027-01-01T00:00:00Z');
  for (let i = 0; i < 30; i++) {
    const at = new Date(base + i * 60_000);
    await addEbook({ title: `Poem ${String(i).padStart(2, '0')}`, createdAt: at, updatedAt: at });
  }
  await addReadableEbooks();
});
afterAll(async () => {
  await app.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('the vendored schemas', () => {
  it('refuse what OPDS 2.0 forbids: no self link, an empty collection, a publication without acquisition', () => {
    const self = { rel: 'self', href: `${ORIGIN}/opds2`, type: OPDS2 };
    const nav = [{ href: `${ORIGIN}/opds2/popular`, title: 'Popular' }];
    expect(schemas.feed({ metadata: { title: 'x' }, links: [self], navigation: nav })).toBe(true);
    expect(schemas.feed({ metadata: { title: 'x' }, links: [], navigation: nav })).toBe(false);
    expect(schemas.feed({ metadata: { title: 'x' }, links: [self], publications: [] })).toBe(false);
    const noTitle = [{ href: `${ORIGIN}/opds2/popular` }];
    expect(schemas.feed({ metadata: { title: 'x' }, links: [self], navigation: noTitle })).toBe(
      false,
    );
    const reader = { rel: 'alternate', href: `${ORIGIN}/ebooks/1/read`, type: 'text/html' };
    expect(schemas.publication({ metadata: { title: 'x' }, links: [reader] })).toBe(false);
  });
});

describe('GET /opds2', () => {
  it('is a navigation feed to new, popular, every genre and every language, with a templated search', async () => {
    const { res, feed } = await getFeed('/opds2');
    expect(res.headers['content-language']).toBe('en');
    expect(feed.metadata.title).toBe('Jaffna Public Library — Digital Library');
    expect(linkOf(feed.links, 'self')).toEqual({
      rel: 'self',
      href: `${ORIGIN}/opds2`,
      type: OPDS2,
    });
    expect(linkOf(feed.links, 'start')!.href).toBe(`${ORIGIN}/opds2`);
    expect(linkOf(feed.links, 'search')).toEqual({
      rel: 'search',
      href: `${ORIGIN}/opds2/search{?query}`,
      type: OPDS2,
      templated: true,
    });
    expect(linkOf(feed.links, 'alternate')).toEqual({
      rel: 'alternate',
      href: `${ORIGIN}/opds`,
      type: 'application/atom+xml;profile=opds-catalog;kind=navigation',
    });
    const genres = ['fiction', 'non-fiction', 'poetry', 'history', 'science'];
    const more = ['literature', 'biography', 'philosophy'];
    expect(feed.navigation!.map((link) => local(link.href))).toEqual([
      '/opds2/publications',
      '/opds2/popular',
      ...[...genres, ...more].map((genre) => `/opds2/publications?genre=${genre}`),
      ...['en', 'ta', 'si'].map((language) => `/opds2/publications?language=${language}`),
    ]);
    expect(feed.navigation!.slice(0, 2).map((link) => link.rel)).toEqual([
      'http://opds-spec.org/sort/new',
      'http://opds-spec.org/sort/popular',
    ]);
    expect(feed.navigation!.every((link) => link.type === OPDS2 && link.title)).toBe(true);
  });

  it('leads only to valid OPDS 2.0 feeds of publications', async () => {
    const { feed } = await getFeed('/opds2');
    for (const link of feed.navigation!) {
      const { feed: target } = await getFeed(local(link.href));
      expect(target.metadata.title, link.href).toBe(link.title);
    }
  });

  it('is linked from the OPDS 1.2 root', async () => {
    const res = await app.inject({ method: 'GET', url: '/opds' });
    expect(res.body).toContain(
      `<link rel="alternate" href="${ORIGIN}/opds2" type="application/opds+json"/>`,
    );
  });

  it('speaks Tamil and Sinhala to readers who ask, and says which it speaks', async () => {
    const ta = await getFeed('/opds2', { 'accept-language': 'ta' });
    expect(ta.res.headers['content-language']).toBe('ta');
    expect(ta.feed.metadata.title).toBe('யாழ்ப்பாணப் பொது நூலகம் — எண்ணிம நூலகம்');
    expect(ta.feed.navigation!.map((link) => link.title)).toContain('வகை: கவிதை');
    const si = await getFeed('/opds2', { 'accept-language': 'si-LK,si;q=0.9' });
    expect(si.feed.metadata.title).toBe('යාපනය මහජන පුස්තකාලය — ඩිජිටල් පුස්තකාලය');
    expect(si.feed.navigation!.map((link) => link.title)).toContain('භාෂාව: දෙමළ');
    // A kept answer says its language too.
    const again = await getFeed('/opds2', { 'accept-language': 'si' });
    expect(again.res.headers['content-language']).toBe('si');
    const facets = (await getFeed('/opds2/publications', { 'accept-language': 'ta' })).feed.facets!;
    expect(facets.map((group) => group.metadata.title)).toEqual(['மொழி', 'வகை']);
    expect(facets[0]!.links.map((link) => link.title)).toEqual([
      'அனைத்து மொழிகளும்',
      'ஆங்கிலம்',
      'தமிழ்',
      'சிங்களம்',
    ]);
  });

  it('reads an API token as /opds does: one that is not valid is refused at once', async () => {
    for (const url of ['/opds', '/opds2', '/opds2/publications']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer jpl_not-a-real-token' },
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json<{ appCode: string }>().appCode, url).toBe('TOKEN_INVALID');
    }
  });

  it('is cached as the OPDS 1.2 feeds are: public for a minute, an ETag, per language', async () => {
    const first = await app.inject({ method: 'GET', url: '/opds2/publications?genre=poetry' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(String(first.headers.vary)).toMatch(/Accept-Language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await app.inject({
      method: 'GET',
      url: '/opds2/publications?genre=poetry',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('publications', () => {
  it('describe each e-book: metadata, its own JSON, its download and its cover', async () => {
    const { feed } = await getFeed('/opds2/publications?language=ta');
    const entry = feed.publications!.find((p) => p.metadata.title === 'Kural & <Commentary>')!;
    expect(entry.metadata).toEqual({
      '@type': 'http://schema.org/Book',
      identifier: `urn:jaffna-public-library:ebook:${ids.tamilTxt}`,
      altIdentifier: ['urn:isbn:9780140449198'],
      title: 'Kural & <Commentary>',
      author: 'வள்ளுவர்',
      language: 'ta',
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      description: 'A "quoted" summary & more',
      numberOfPages: 140,
      subject: [
        {
          name: 'Literature',
          code: 'literature',
          scheme: `${ORIGIN}/opds/genre`,
          links: [{ href: `${ORIGIN}/opds2/publications?genre=literature`, type: OPDS2 }],
        },
        'ethics',
      ],
    });
    expect(entry.links).toEqual([
      { rel: 'self', href: `${ORIGIN}/opds2/publications/${ids.tamilTxt}`, type: PUBLICATION },
      {
        rel: OPEN_ACCESS,
        href: `${ORIGIN}/api/ebooks/${ids.tamilTxt}/file?download=1`,
        type: 'text/plain',
      },
      { rel: 'alternate', href: `${ORIGIN}/ebooks/${ids.tamilTxt}/read`, type: 'text/html' },
    ]);
    expect(entry.images).toEqual([
      { href: 'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg', type: 'image/jpeg' },
    ]);
    expect(feed.publications!.every((p) => p.metadata.language === 'ta')).toBe(true);
  });

  it('each have their own JSON, the same as in the lists', async () => {
    const { feed } = await getFeed('/opds2/popular');
    for (const entry of feed.publications!.slice(0, 5)) {
      const url = local(linkOf(entry.links, 'self')!.href);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(typeOf(PUBLICATION));
      expectValid(schemas.publication, res.json(), url);
      expect(res.json()).toEqual(entry);
    }
  });

  it('link each format to its file with its media type, and the file answers', async () => {
    const cases = [
      [ids.tamilTxt, 'text/plain', files.txt],
      [ids.sinhalaEpub, 'application/epub+zip', files.epub],
      [ids.englishPdf, 'application/pdf', files.pdf],
    ] as const;
    for (const [id, type, body] of cases) {
      const { json } = await getPublication(id);
      const acquisition = linkOf(json.links, OPEN_ACCESS)!;
      expect(acquisition.type).toBe(type);
      const file = await app.inject({ method: 'GET', url: local(acquisition.href) });
      expect(file.statusCode, acquisition.href).toBe(200);
      expect(String(file.headers['content-type']).split(';')[0]).toBe(type);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.rawPayload.equals(body)).toBe(true);
    }
  });

  it('leave out what is blank or unknown: no empty description, no cover of unknown kind, no year as a date', async () => {
    const pdf = (await getPublication(ids.englishPdf)).json.metadata;
    expect(pdf).not.toHaveProperty('description');
    expect(pdf).not.toHaveProperty('published');
    expect((await getPublication(ids.sinhalaEpub)).json).not.toHaveProperty('images');
    expect((await getPublication(ids.tamilTxt)).json.metadata).not.toHaveProperty('published');
  });

  it('are never a withdrawn e-book, and an unknown or malformed id is refused', async () => {
    for (const url of [`/opds2/publications/${ids.withdrawn}`, '/opds2/publications/999999']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ appCode: string }>().appCode).toBe('NOT_FOUND');
    }
    const bad = await app.inject({ method: 'GET', url: '/opds2/publications/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('id');
    const popular = (await walkPages('/opds2/popular?limit=100')).flatMap((p) => p.publications!);
    expect(popular[0]!.metadata.title).toBe('Kural & <Commentary>');
    expect(popular.map((p) => p.metadata.title)).not.toContain('Withdrawn poem');
  });
});

async function getPublication(id: number) {
  const url = `/opds2/publications/${id}`;
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const json = res.json<Publication>();
  expectValid(schemas.publication, json, url);
  return { res, json };
}

describe('paging', () => {
  it('pages 25 at a time with first, last, next and the totals in metadata', async () => {
    const { feed } = await getFeed('/opds2/publications?genre=poetry');
    expect(feed.publications).toHaveLength(25);
    expect(feed.metadata).toMatchObject({ numberOfItems: 32, itemsPerPage: 25, currentPage: 1 });
    expect(linkOf(feed.links, 'self')!.href).toBe(`${ORIGIN}/opds2/publications?genre=poetry`);
    expect(linkOf(feed.links, 'first')!.href).toBe(`${ORIGIN}/opds2/publications?genre=poetry`);
    expect(linkOf(feed.links, 'next')!.href).toBe(
      `${ORIGIN}/opds2/publications?genre=poetry&page=2`,
    );
    expect(linkOf(feed.links, 'last')!.href).toBe(
      `${ORIGIN}/opds2/publications?genre=poetry&page=2`,
    );
    expect(linkOf(feed.links, 'previous')).toBeUndefined();
    // Newest first: the last poem added leads.
    expect(feed.publications![0]!.metadata.title).toBe('Poem 29');
  });

  it('walks every page once: previous and next agree, nothing twice, nothing missed, the last page ends', async () => {
    const pages = await walkPages('/opds2/publications?genre=poetry&limit=7');
    expect(pages).toHaveLength(5);
    pages.forEach((page, i) => {
      expect(page.metadata).toMatchObject({
        numberOfItems: 32,
        itemsPerPage: 7,
        currentPage: i + 1,
      });
      const previous = linkOf(page.links, 'previous')?.href;
      expect(previous).toBe(i === 0 ? undefined : linkOf(pages[i - 1]!.links, 'self')!.href);
      expect(linkOf(page.links, 'last')!.href).toBe(linkOf(pages.at(-1)!.links, 'self')!.href);
    });
    expect(linkOf(pages[1]!.links, 'self')!.href).toBe(
      `${ORIGIN}/opds2/publications?genre=poetry&limit=7&page=2`,
    );
    const last = pages.at(-1)!;
    expect(last.publications).toHaveLength(4);
    expect(linkOf(last.links, 'next')).toBeUndefined();
    const identifiers = pages.flatMap((page) =>
      page.publications!.map((p) => p.metadata.identifier),
    );
    expect(identifiers).toHaveLength(32);
    expect(new Set(identifiers).size).toBe(32);
  });

  it('answers a page past the end with no publications and a way back', async () => {
    const { feed } = await getFeed('/opds2/publications?genre=poetry&page=9');
    expect(feed.publications).toBeUndefined();
    expect(feed.metadata).toMatchObject({ numberOfItems: 32, currentPage: 9 });
    expect(linkOf(feed.links, 'previous')!.href).toBe(
      `${ORIGIN}/opds2/publications?genre=poetry&page=2`,
    );
    expect(feed.navigation).toEqual([
      {
        rel: 'start',
        href: `${ORIGIN}/opds2`,
        type: OPDS2,
        title: 'Jaffna Public Library — Digital Library',
      },
    ]);
  });
});

describe('facets', () => {
  it('narrow by language and genre, each choice counted as the list it leads to', async () => {
    const { feed } = await getFeed('/opds2/publications?language=ta');
    const [languages, genres] = feed.facets!;
    expect(languages!.metadata.title).toBe('Language');
    expect(languages!.links.map((link) => [local(link.href), link.rel])).toEqual([
      ['/opds2/publications', undefined],
      ['/opds2/publications?language=en', undefined],
      ['/opds2/publications?language=ta', 'self'],
      ['/opds2/publications?language=si', undefined],
    ]);
    expect(genres!.metadata.title).toBe('Genre');
    expect(genres!.links).toHaveLength(9);
    expect(genres!.links[0]!.rel).toBe('self');
    expect(local(genres!.links[1]!.href)).toBe('/opds2/publications?genre=fiction&language=ta');
    for (const link of [...languages!.links, ...genres!.links]) {
      const { feed: target } = await getFeed(local(link.href));
      expect(target.metadata.numberOfItems, link.href).toBe(link.properties!.numberOfItems);
    }
  });

  it('combine: a genre in a language lists only those, and says both in its title', async () => {
    const { feed } = await getFeed('/opds2/publications?genre=poetry&language=English&page=2');
    expect(feed.metadata.title).toBe('Genre: Poetry · Language: English');
    expect(linkOf(feed.links, 'self')!.href).toBe(
      `${ORIGIN}/opds2/publications?genre=poetry&language=en&page=2`,
    );
    const all = await walkPages('/opds2/publications?genre=poetry&language=en');
    for (const entry of all.flatMap((page) => page.publications!)) {
      expect(entry.metadata.language).toBe('en');
      expect((entry.metadata.subject as { code: string }[])[0]!.code).toBe('poetry');
    }
  });
});

describe('search', () => {
  it('answers the site’s ranked search at the root’s templated link, in any script', async () => {
    const { feed: root } = await getFeed('/opds2');
    const template = linkOf(root.links, 'search')!.href;
    const url = local(template.replace('{?query}', `?query=${encodeURIComponent('frankenstein')}`));
    const { feed } = await getFeed(url);
    expect(feed.metadata.title).toBe('Search results for “frankenstein”');
    expect(feed.publications![0]!.metadata.title).toBe('Frankenstein; Or, The Modern Prometheus');
    expect(linkOf(feed.links, 'self')!.href).toBe(`${ORIGIN}/opds2/search?query=frankenstein`);
    const tamil = (await getFeed(`/opds2/search?query=${encodeURIComponent('திருக்குறள்')}`)).feed;
    expect(tamil.publications!.map((p) => p.metadata.title)).toContain('திருக்குறள்');
  });

  it('keeps its words in page and facet links, and narrows by language without counting', async () => {
    const { feed } = await getFeed('/opds2/search?query=poem&limit=10');
    expect(feed.publications).toHaveLength(10);
    expect(linkOf(feed.links, 'next')!.href).toBe(
      `${ORIGIN}/opds2/search?query=poem&limit=10&page=2`,
    );
    const [, ...languages] = feed.facets![0]!.links;
    expect(languages.map((link) => local(link.href))).toEqual(
      ['en', 'ta', 'si'].map((tag) => `/opds2/search?query=poem&language=${tag}`),
    );
    let found = 0;
    for (const link of languages) {
      expect(link.properties).toBeUndefined();
      const narrowed = (await getFeed(local(link.href))).feed;
      const tag = new URL(link.href).searchParams.get('language');
      expect(narrowed.publications?.every((p) => p.metadata.language === tag) ?? true).toBe(true);
      found += narrowed.metadata.numberOfItems!;
    }
    expect(found).toBe(feed.metadata.numberOfItems);
  });

  it('answers a search that finds nothing with an empty, valid feed', async () => {
    const { feed } = await getFeed('/opds2/search?query=zzqxjvw');
    expect(feed.metadata.numberOfItems).toBe(0);
    expect(feed.publications).toBeUndefined();
    expect(linkOf(feed.navigation!, 'start')!.href).toBe(`${ORIGIN}/opds2`);
    expect(linkOf(feed.links, 'last')!.href).toBe(`${ORIGIN}/opds2/search?query=zzqxjvw`);
    expect(linkOf(feed.links, 'next')).toBeUndefined();
  });
});

describe('bad parameters', () => {
  const cases: [string, string][] = [
    ['/opds2/publications?page=-1', 'page'],
    ['/opds2/publications?page=0', 'page'],
    ['/opds2/publications?page=two', 'page'],
    ['/opds2/publications?page=1.5', 'page'],
    ['/opds2/publications?limit=1000000', 'limit'],
    ['/opds2/publications?limit=0', 'limit'],
    ['/opds2/publications?limit=100&page=10002', 'page'],
    ['/opds2/popular?page=99999999999', 'page'],
    ['/opds2/publications?language=klingon', 'language'],
    ['/opds2/publications?genre=cookery', 'genre'],
    ['/opds2/publications?genre=poetry&genre=history', 'genre'],
    ['/opds2/search', 'query'],
    ['/opds2/search?query=%20%20', 'query'],
    [`/opds2/search?query=${'x'.repeat(201)}`, 'query'],
    ['/opds2/search?query=poem&page=-1', 'page'],
  ];

  it.each(cases)('refuse %s with a 400 that names %s and nothing internal', async (url, field) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ta' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{
      appCode: string;
      message: string;
      fieldErrors: Record<string, string[]>;
    }>();
    expect(Object.keys(body).sort()).toEqual(['appCode', 'fieldErrors', 'message']);
    expect(body.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    // In the reader's language (Tamil), and nothing of the server's insides.
    expect(body.message + body.fieldErrors[field]!.join(' ')).toMatch(/[\u0B80-\u0BFF]/);
    expect(res.body).not.toMatch(/select |node_modules|\.ts:\d|at [\w.]+ \(|\/tmp\/|ZodError/i);
  });

  it('takes the deepest page a list goes to, and the largest page size', async () => {
    const deepest = await getFeed('/opds2/publications?limit=100&page=10001');
    expect(deepest.feed.metadata.currentPage).toBe(10001);
    const largest = await getFeed('/opds2/publications?limit=100');
    expect(largest.feed.publications!.length).toBeGreaterThan(25);
  });
});
