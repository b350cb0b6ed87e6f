import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewEbook } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTxt } from '@app/testing/ebook-files';
import { buildTestApp, insertTestEbook, storeTestUpload } from '../testing';

const ORIGIN = 'https://library.example.lk';
const ATOM = 'http://www.w3.org/2005/Atom';
const NAVIGATION = 'application/atom+xml;profile=opds-catalog;kind=navigation';
const ACQUISITION = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface Link {
  '@_rel': string;
  '@_href': string;
  '@_type'?: string;
}
interface Entry {
  id: string;
  title: string;
  updated: string;
  author?: { name: string };
  content?: { '#text': string };
  summary?: { '#text': string };
  'dc:language'?: string;
  link: Link[];
}
interface Feed {
  '@_xmlns': string;
  '@_xml:lang': string;
  id: string;
  title: string;
  updated: string;
  author: { name: string; uri: string };
  link: Link[];
  entry?: Entry[];
  'opensearch:startIndex'?: number;
  'opensearch:itemsPerPage'?: number;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) => name === 'entry' || name === 'link' || name === 'Url',
});

let t: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
let poetryIds: number[] = [];
let readableId: number;

async function getFeed(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(XMLValidator.validate(res.body), url).toBe(true);
  const feed = parser.parse(res.body).feed as Feed;
  return { res, feed };
}

const linksOf = (node: { link: Link[] }, rel: string) =>
  node.link.filter((l) => l['@_rel'] === rel);
const local = (href: string) => {
  expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
  return href.slice(ORIGIN.length);
};

/** What OPDS 1.2 (on Atom) requires of every feed, checked on the parsed document. */
function expectOpdsFeed(feed: Feed, kind: 'navigation' | 'acquisition') {
  expect(feed['@_xmlns']).toBe(ATOM);
  expect(feed.id).toBeTruthy();
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBeTruthy();
  const self = linksOf(feed, 'self');
  expect(self).toHaveLength(1);
  expect(self[0]!['@_type']).toBe(kind === 'navigation' ? NAVIGATION : ACQUISITION);
  expect(linksOf(feed, 'start')[0]).toMatchObject({
    '@_href': `${ORIGIN}/opds`,
    '@_type': NAVIGATION,
  });
  expect(linksOf(feed, 'search').map((l) => l['@_type'])).toContain(
    'application/opensearchdescription+xml',
  );
  for (const link of feed.link) local(link['@_href'].replace('{searchTerms}', 'x'));
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toBeTruthy();
    expect(entry.title).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    if (kind === 'navigation') {
      expect(entry.content?.['#text']).toBeTruthy();
      expect(entry.link).toHaveLength(1);
      expect(entry.link[0]!['@_type']).toMatch(
        /^application\/atom\+xml;profile=opds-catalog;kind=/,
      );
    } else {
      expect(entry.author?.name).toBeTruthy();
      expect(entry['dc:language']).toMatch(/^(en|ta|si)$/);
      const acquisitions = entry.link.filter((l) =>
        l['@_rel'].startsWith('http://opds-spec.org/acquisition'),
      );
      expect(acquisitions).toHaveLength(1);
      expect(acquisitions[0]!['@_rel']).toBe('http://opds-spec.org/acquisition/open-access');
      expect(['application/pdf', 'application/epub+zip', 'text/plain']).toContain(
        acquisitions[0]!['@_type'],
      );
      expect(local(acquisitions[0]!['@_href'])).toMatch(/^\/api\/ebooks\/\d+\/file\?download=1$/);
    }
  }
}

const addEbook = (fields: Partial<NewEbook>) =>
  insertTestEbook(t.db, { genre: 'poetry', ...fields });

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-opds-'));
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: ORIGIN, UPLOAD_DIR: uploadDir } });
  // 30 more poems, one a minute apart, so the poetry feed needs two pages.
  const base = Date.parse('2027-01-01T00:00:00Z');
  poetryIds = [];
  for (let i = 0; i < 30; i++) {
    poetryIds.push(
      await addEbook({
        title: `Poem ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      }),
    );
  }
  // An uploaded text whose download link can be followed (no outside host needed).
  readableId = await addEbook({
    title: 'Kural & <Commentary>',
    author: 'வள்ளுவர்',
    genre: 'literature',
    language: 'Tamil',
    fileFormat: 'TXT',
    fileUrl: storeTestUpload(uploadDir, makeTxt(), 'txt'),
    description: 'A "quoted" summary & more',
    coverImageUrl: 'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg',
    downloadCount: 1_000_000,
    isbn: '9780140449198',
  });
  await addEbook({ title: 'Withdrawn poem', isActive: false, downloadCount: 2_000_000 });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('GET /opds', () => {
  it('is a navigation feed leading to new, popular, every genre and every language', async () => {
    const { res, feed } = await getFeed('/opds');
    expect(res.headers['content-type']).toBe(NAVIGATION);
    expectOpdsFeed(feed, 'navigation');
    const entries = feed.entry!;
    const hrefs = entries.map((e) => local(e.link[0]!['@_href']));
    expect(hrefs).toEqual([
      '/opds/new',
      '/opds/popular',
      ...[
        'fiction',
        'non-fiction',
        'poetry',
        'history',
        'science',
        'literature',
        'biography',
        'philosophy',
      ].map((g) => `/opds/genre/${g}`),
      '/opds/language/english',
      '/opds/language/tamil',
      '/opds/language/sinhala',
    ]);
    expect(entries[0]!.link[0]!['@_rel']).toBe('http://opds-spec.org/sort/new');
    expect(entries[1]!.link[0]!['@_rel']).toBe('http://opds-spec.org/sort/popular');
    expect(entries.slice(2).every((e) => e.link[0]!['@_rel'] === 'subsection')).toBe(true);
    expect(entries.every((e) => e.link[0]!['@_type'] === ACQUISITION)).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('leads only to feeds that answer as the kind their links announce', async () => {
    const { feed } = await getFeed('/opds');
    for (const entry of feed.entry!) {
      const { res, feed: target } = await getFeed(local(entry.link[0]!['@_href']));
      expect(res.headers['content-type']).toBe(entry.link[0]!['@_type']);
      expectOpdsFeed(target, 'acquisition');
      expect(linksOf(target, 'up')[0]!['@_href']).toBe(`${ORIGIN}/opds`);
    }
  });

  it('speaks Tamil and Sinhala to readers who ask for them', async () => {
    const ta = (await getFeed('/opds', { 'accept-language': 'ta' })).feed;
    expect(ta['@_xml:lang']).toBe('ta');
    expect(ta.title).toBe('யாழ்ப்பாணப் பொது நூலகம் — எண்ணிம நூலகம்');
    expect(ta.entry!.map((e) => e.title)).toContain('வகை: கவிதை');
    const si = (await getFeed('/opds', { 'accept-language': 'si-LK,si;q=0.9' })).feed;
    expect(si.entry!.map((e) => e.title)).toContain('භාෂාව: දෙමළ');
  });
});

describe('acquisition feeds', () => {
  it('describe each e-book with its author, language, summary, cover and open-access link', async () => {
    const { feed } = await getFeed('/opds/language/tamil');
    expectOpdsFeed(feed, 'acquisition');
    const entry = feed.entry!.find((e) => e.title === 'Kural & <Commentary>')!;
    expect(entry).toBeDefined();
    expect(entry.id).toBe(`urn:jaffna-public-library:ebook:${readableId}`);
    expect(entry.author!.name).toBe('வள்ளுவர்');
    expect(entry['dc:language']).toBe('ta');
    expect(entry.summary!['#text']).toBe('A "quoted" summary & more');
    const cover = 'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg';
    expect(linksOf(entry, 'http://opds-spec.org/image')[0]).toMatchObject({
      '@_href': cover,
      '@_type': 'image/jpeg',
    });
    expect(linksOf(entry, 'http://opds-spec.org/image/thumbnail')[0]!['@_href']).toBe(cover);
    const acquisition = linksOf(entry, 'http://opds-spec.org/acquisition/open-access')[0]!;
    expect(acquisition).toMatchObject({
      '@_href': `${ORIGIN}/api/ebooks/${readableId}/file?download=1`,
      '@_type': 'text/plain',
    });
    expect(feed.entry!.every((e) => e['dc:language'] === 'ta')).toBe(true);
  });

  it('have download links an e-reader can follow', async () => {
    const { feed } = await getFeed('/opds/popular');
    const entry = feed.entry!.find((e) => e.title === 'Kural & <Commentary>')!;
    const href = linksOf(entry, 'http://opds-spec.org/acquisition/open-access')[0]!['@_href'];
    const file = await app.inject({ method: 'GET', url: local(href) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload).toEqual(makeTxt());
  });

  it('page 25 at a time with next and previous links', async () => {
    const first = (await getFeed('/opds/genre/poetry')).feed;
    expectOpdsFeed(first, 'acquisition');
    expect(first.entry).toHaveLength(25);
    expect(Number(first['opensearch:itemsPerPage'])).toBe(25);
    expect(Number(first['opensearch:startIndex'])).toBe(1);
    expect(linksOf(first, 'previous')).toEqual([]);
    const next = linksOf(first, 'next')[0]!;
    expect(next['@_href']).toBe(`${ORIGIN}/opds/genre/poetry?page=2`);
    expect(next['@_type']).toBe(ACQUISITION);
    // Newest first: the last poem added leads.
    expect(first.entry![0]!.title).toBe('Poem 29');

    const second = (await getFeed(local(next['@_href']))).feed;
    expectOpdsFeed(second, 'acquisition');
    // 30 added + the 2 seeded poetry e-books, all active.
    expect(second.entry).toHaveLength(7);
    expect(Number(second['opensearch:startIndex'])).toBe(26);
    expect(linksOf(second, 'self')[0]!['@_href']).toBe(`${ORIGIN}/opds/genre/poetry?page=2`);
    expect(linksOf(second, 'previous')[0]!['@_href']).toBe(`${ORIGIN}/opds/genre/poetry`);
    expect(linksOf(second, 'next')).toEqual([]);
    const titles = [...first.entry!, ...second.entry!].map((e) => e.title);
    expect(new Set(titles).size).toBe(32);
    expect(titles).not.toContain('Withdrawn poem');

    const beyond = (await getFeed('/opds/genre/poetry?page=9')).feed;
    expect(beyond.entry ?? []).toEqual([]);
  });

  it('list the most downloaded first under popular, inactive ones never', async () => {
    const { feed } = await getFeed('/opds/popular');
    expect(feed.entry![0]!.title).toBe('Kural & <Commentary>');
    expect(feed.entry!.map((e) => e.title)).not.toContain('Withdrawn poem');
  });

  it('accept a language by name or code', async () => {
    const byCode = (await getFeed('/opds/language/ta')).feed;
    const byName = (await getFeed('/opds/language/Tamil')).feed;
    expect(byCode.entry!.map((e) => e.id)).toEqual(byName.entry!.map((e) => e.id));
    expect(linksOf(byCode, 'self')[0]!['@_href']).toBe(`${ORIGIN}/opds/language/tamil`);
  });

  it.each(['/opds/genre/cookery', '/opds/language/klingon'])('answer 404 for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });

  it.each(['0', '-1', 'two', '99999999'])('refuse page=%s', async (page) => {
    const res = await app.inject({ method: 'GET', url: `/opds/new?page=${page}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('search', () => {
  it('is described for e-reader apps by an OpenSearch document', async () => {
    const res = await app.inject({ method: 'GET', url: '/opds/opensearch.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/opensearchdescription+xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const description = parser.parse(res.body).OpenSearchDescription;
    expect(description['@_xmlns']).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(description.ShortName.length).toBeLessThanOrEqual(16);
    const url = (description.Url as { '@_type': string; '@_template': string }[]).find(
      (u) => u['@_type'] === ACQUISITION,
    )!;
    expect(url['@_template']).toBe(`${ORIGIN}/opds/search?q={searchTerms}`);
  });

  it('answers an acquisition feed of matching e-books, in any script', async () => {
    const english = (await getFeed(`/opds/search?q=${encodeURIComponent('frankenstein')}`)).feed;
    expectOpdsFeed(english, 'acquisition');
    expect(english.entry![0]!.title).toBe('Frankenstein; Or, The Modern Prometheus');
    expect(english.title).toBe('Search results for “frankenstein”');
    expect(linksOf(english, 'self')[0]!['@_href']).toBe(`${ORIGIN}/opds/search?q=frankenstein`);

    const tamil = (await getFeed(`/opds/search?q=${encodeURIComponent('திருக்குறள்')}`)).feed;
    expect(tamil.entry!.map((e) => e.title)).toContain('திருக்குறள்');
  });

  it('keeps the search terms in its page links', async () => {
    const { feed } = await getFeed('/opds/search?q=poem');
    expect(feed.entry).toHaveLength(25);
    expect(linksOf(feed, 'next')[0]!['@_href']).toBe(`${ORIGIN}/opds/search?q=poem&page=2`);
  });

  it.each(['', '   ', 'x'.repeat(201)])('refuses the query %j', async (q) => {
    const res = await app.inject({ method: 'GET', url: `/opds/search?q=${q}` });
    expect(res.statusCode).toBe(400);
  });
});
