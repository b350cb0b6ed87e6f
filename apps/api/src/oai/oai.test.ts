import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@app/db';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

const ORIGIN = 'https://library.example.lk';
const PREFIX = 'oai:library.example.lk:book/';
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const SCHEMA_FILES = [
  'OAI-PMH.xsd',
  'oai_dc.xsd',
  'simpledc20021212.xsd',
  'MARC21slim.xsd',
  'xml.xsd',
];
/** One schema that brings in the three namespaces an answer may hold. */
const HARVEST_XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:test:harvest">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
  <xs:import namespace="http://www.loc.gov/MARC21/slim" schemaLocation="MARC21slim.xsd"/>
</xs:schema>`;
const preload = SCHEMA_FILES.map((fileName) => ({
  fileName,
  contents: readFileSync(path.join(FIXTURES, fileName), 'utf8'),
}));

async function expectSchemaValid(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: xml },
    schema: { fileName: 'harvest.xsd', contents: HARVEST_XSD },
    preload,
  });
  expect(
    result.errors.map((e) => e.rawMessage),
    xml.slice(0, 2000),
  ).toEqual([]);
  expect(result.valid).toBe(true);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  processEntities: true,
  htmlEntities: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) =>
    ['record', 'header', 'setSpec', 'set', 'metadataFormat', 'dc:identifier', 'datafield'].includes(
      name,
    ),
});

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let api: TestApi<never>;
let db: Db;
let base: string;

/** GET (or POST as a form) /oai over a real socket; the answer validated against the schemas. */
async function oai(query: string, method: 'GET' | 'POST' = 'GET') {
  const res =
    method === 'GET'
      ? await fetch(`${base}/oai?${query}`)
      : await fetch(`${base}/oai`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: query,
        });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/xml; charset=utf-8');
  const body = await res.text();
  await expectSchemaValid(body);
  return { body, root: parser.parse(body)['OAI-PMH'] as Node };
}

async function expectError(query: string, code: string) {
  const { body, root } = await oai(query);
  expect(root.error?.['@_code'], body).toBe(code);
  expect(body).not.toMatch(/select|at .*\.ts|stack/i);
  return root;
}

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');
const LANGUAGES = ['Tamil', 'Sinhala', 'English'] as const;
const GENRES = ['history', 'poetry', 'fiction'] as const;
const TOTAL = 250;

/** 250 titles, one every six hours from 2026-01-01, three languages and genres in turn. */
async function insertTitles() {
  const rows = Array.from({ length: TOTAL }, (_, i) => ({
    title: `Title ${i + 1}`,
    author: `Author ${i % 7}`,
    genre: GENRES[i % 3]!,
    language: LANGUAGES[i % 3]!,
    description: `About ${i + 1}`,
    isbn: i % 2 ? `97800000${String(i).padStart(5, '0')}` : null,
    createdAt: new Date(START + (i * DAY) / 4),
    updatedAt: new Date(START + (i * DAY) / 4),
  }));
  return db.insertInto('books').values(rows).returning(['id', 'title']).execute();
}

let titles: Array<{ id: number; title: string }>;

beforeAll(async () => {
  api = await startTestApi({ seeded: false, env: { PUBLIC_ORIGIN: ORIGIN } });
  db = api.db;
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  titles = await insertTitles();
});
afterAll(() => api?.close());

/** Every page of a list, following its tokens; `between` runs after the first page. */
async function harvest(query: string, between?: () => Promise<void>) {
  const pages: Node[] = [];
  let next: string | null = query;
  while (next) {
    const { root } = await oai(next);
    const list = root.ListRecords ?? root.ListIdentifiers;
    pages.push(list);
    const token = list.resumptionToken;
    const text = typeof token === 'object' ? token['#text'] : token;
    next = text
      ? `verb=${root.request['@_verb']}&resumptionToken=${encodeURIComponent(text)}`
      : null;
    if (pages.length === 1 && between) await between();
  }
  return pages;
}

const headersOf = (pages: Node[]) =>
  pages.flatMap((p) => (p.record ? p.record.map((r: Node) => r.header[0]) : p.header));
const idsOf = (pages: Node[]) =>
  headersOf(pages).map((h: Node) => Number(String(h.identifier).slice(PREFIX.length)));

describe('the schema check', () => {
  it('refuses what the schemas refuse, down to the records inside', async () => {
    const { body } = await oai(`verb=GetRecord&identifier=${PREFIX}1&metadataPrefix=oai_dc`);
    const refusals = [
      body.replace('<dc:title>', '<dc:heading>').replace('</dc:title>', '</dc:heading>'),
      body.replace(
        '<datestamp>2026-01-01T00:00:00Z</datestamp>',
        '<datestamp>2026-01-01T00:00:00</datestamp>',
      ),
      body.replace('<GetRecord>', '<GetRecords>').replace('</GetRecord>', '</GetRecords>'),
    ];
    for (const xml of refusals) {
      expect(xml).not.toBe(body);
      const result = await validateXML({
        xml: { fileName: 'answer.xml', contents: xml },
        schema: { fileName: 'harvest.xsd', contents: HARVEST_XSD },
        preload,
      });
      expect(result.valid).toBe(false);
    }
  });
});

describe('OAI-PMH verbs', () => {
  it('Identify names the library, its base URL, the earliest datestamp and persistent deletions', async () => {
    const { root } = await oai('verb=Identify');
    expect(root.request).toMatchObject({ '#text': `${ORIGIN}/oai`, '@_verb': 'Identify' });
    expect(root.Identify).toMatchObject({
      baseURL: `${ORIGIN}/oai`,
      protocolVersion: '2.0',
      earliestDatestamp: '2026-01-01T00:00:00Z',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(root.Identify.repositoryName).toBeTruthy();
  });

  it('ListMetadataFormats gives oai_dc and marc21, for the repository and for one record', async () => {
    const { root } = await oai('verb=ListMetadataFormats');
    expect(root.ListMetadataFormats.metadataFormat.map((f: Node) => f.metadataPrefix)).toEqual([
      'oai_dc',
      'marc21',
    ]);
    expect(root.ListMetadataFormats.metadataFormat[1].metadataNamespace).toBe(
      'http://www.loc.gov/MARC21/slim',
    );
    const one = await oai(`verb=ListMetadataFormats&identifier=${PREFIX}${titles[0]!.id}`);
    expect(one.root.ListMetadataFormats.metadataFormat).toHaveLength(2);
    await expectError(`verb=ListMetadataFormats&identifier=${PREFIX}999999`, 'idDoesNotExist');
  });

  it('ListSets lists the languages and genres under their parents', async () => {
    const { root } = await oai('verb=ListSets');
    const specs = root.ListSets.set.map((s: Node) => s.setSpec);
    expect(specs.flat()).toEqual(
      expect.arrayContaining(['language', 'language:tam', 'language:sin', 'genre', 'genre:poetry']),
    );
  });

  it('GetRecord answers in oai_dc and marc21', async () => {
    const id = titles[1]!.id;
    const dc = await oai(`verb=GetRecord&identifier=${PREFIX}${id}&metadataPrefix=oai_dc`);
    const record = dc.root.GetRecord.record[0];
    expect(record.header[0]).toMatchObject({
      identifier: `${PREFIX}${id}`,
      datestamp: '2026-01-01T06:00:00Z',
    });
    expect(record.header[0].setSpec).toEqual(['language:sin', 'genre:poetry']);
    const meta = record.metadata['oai_dc:dc'];
    expect(meta).toMatchObject({
      'dc:title': 'Title 2',
      'dc:creator': 'Author 1',
      'dc:language': 'sin',
      'dc:type': 'Text',
    });
    expect(meta['dc:identifier']).toEqual([`urn:isbn:9780000000001`, `${ORIGIN}/books/${id}`]);
    const marc = await oai(`verb=GetRecord&identifier=${PREFIX}${id}&metadataPrefix=marc21`);
    const fields = marc.root.GetRecord.record[0].metadata.record[0].datafield;
    expect(fields.find((f: Node) => f['@_tag'] === '245').subfield['#text']).toBe('Title 2');
    expect(fields.find((f: Node) => f['@_tag'] === '041').subfield['#text']).toBe('sin');
  });
});

describe('harvesting', () => {
  it('pages through every record once, in pages of 100, while records change and one is deleted', async () => {
    const behind = titles[10]!.id; // sent on the first page
    const ahead = titles[200]!.id; // not yet sent
    const gone = titles[150]!.id;
    const pages = await harvest('verb=ListRecords&metadataPrefix=oai_dc', async () => {
      await db
        .updateTable('books')
        .set({ title: 'Changed', updatedAt: new Date() })
        .where('id', 'in', [behind, ahead])
        .execute();
      await db.deleteFrom('books').where('id', '=', gone).execute();
    });
    expect(pages.map((p) => p.record.length)).toEqual([100, 100, 50]);
    const ids = idsOf(pages);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((a, b) => a - b)).toEqual(titles.map((t) => t.id));
    const tokens = pages.map((p) => p.resumptionToken);
    expect(tokens.map((t) => [t['@_cursor'], t['@_completeListSize']])).toEqual([
      ['0', '250'],
      ['100', '250'],
      ['200', '250'],
    ]);
    expect(tokens[2]['#text']).toBeUndefined();
    const records = pages.flatMap((p) => p.record);
    const byId = (id: number) =>
      records.find((r: Node) => r.header[0].identifier === `${PREFIX}${id}`);
    expect(byId(ahead).metadata['oai_dc:dc']['dc:title']).toBe('Changed');
    expect(byId(gone).header[0]['@_status']).toBe('deleted');
    expect(byId(gone).metadata).toBeUndefined();
    // The change behind the cursor comes with the next harvest, from this one's start.
    const since = await harvest(
      `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${new Date(Date.now() - 60_000).toISOString().slice(0, 19)}Z`,
    );
    expect(idsOf(since).sort((a, b) => a - b)).toEqual([behind, gone, ahead].sort((a, b) => a - b));
  });

  it('keeps to a set', async () => {
    const pages = await harvest('verb=ListIdentifiers&metadataPrefix=marc21&set=language:tam');
    const headers = headersOf(pages);
    expect(headers.length).toBeGreaterThan(80);
    for (const header of headers) expect(header.setSpec).toContain('language:tam');
    const poetry = headersOf(
      await harvest('verb=ListIdentifiers&metadataPrefix=oai_dc&set=genre:poetry'),
    );
    expect(poetry.every((h: Node) => h.setSpec.includes('genre:poetry'))).toBe(true);
  });

  it('takes from and until by the day and by the second, both ends included', async () => {
    // Titles 1–4 are 2026-01-01 (00, 06, 12, 18 h), 5–8 the 2nd.
    const day = idsOf(
      await harvest('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-02&until=2026-01-02'),
    );
    expect(day).toEqual(titles.slice(4, 8).map((t) => t.id));
    const seconds = idsOf(
      await harvest(
        'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01T06:00:00Z&until=2026-01-01T12:00:00Z',
      ),
    );
    expect(seconds).toEqual(titles.slice(1, 3).map((t) => t.id));
    const after = idsOf(
      await harvest(
        'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01T06:00:01Z&until=2026-01-01T12:00:00Z',
      ),
    );
    expect(after).toEqual([titles[2]!.id]);
  });

  it('answers a POSTed form as it answers a GET', async () => {
    const { root } = await oai(
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=' +
        encodeURIComponent(`${PREFIX}${titles[3]!.id}`),
      'POST',
    );
    expect(root.GetRecord.record[0].metadata['oai_dc:dc']['dc:title']).toBe('Title 4');
  });

  it('escapes hostile titles and drops what XML cannot carry, in both formats', async () => {
    const hostile = await db
      .insertInto('books')
      .values({
        title: 'A <b>&amp; "tale"</b> & \u0007bell AT&T;',
        author: 'X & <Y>',
        genre: 'art',
        description: ']]> <!-- -->',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const prefix of ['oai_dc', 'marc21']) {
      const { body, root } = await oai(
        `verb=GetRecord&identifier=${PREFIX}${hostile.id}&metadataPrefix=${prefix}`,
      );
      expect(body).not.toContain('\u0007');
      const meta = root.GetRecord.record[0].metadata;
      const title =
        prefix === 'oai_dc'
          ? meta['oai_dc:dc']['dc:title']
          : meta.record[0].datafield.find((f: Node) => f['@_tag'] === '245').subfield['#text'];
      expect(title).toBe('A <b>&amp; "tale"</b> & bell AT&T;');
    }
  });
});

describe('protocol errors, each as XML with status 200', () => {
  it.each([
    ['', 'badVerb'],
    ['verb=Dance', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&extra=1', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T00:00:00', 'badArgument'],
    [
      'verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-02T00:00:00Z',
      'badArgument',
    ],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=bad%20prefix', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=mods', 'cannotDisseminateFormat'],
    [`verb=GetRecord&metadataPrefix=mods&identifier=${PREFIX}1`, 'cannotDisseminateFormat'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere:book/1', 'idDoesNotExist'],
    [`verb=GetRecord&metadataPrefix=oai_dc&identifier=${PREFIX}99999999999`, 'idDoesNotExist'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=language:fra', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&until=2020-01-01', 'noRecordsMatch'],
    ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=anything', 'badResumptionToken'],
  ])('%s → %s', async (query, code) => {
    const root = await expectError(query, code);
    if (code === 'badVerb' || code === 'badArgument') expect(root.request).toBe(`${ORIGIN}/oai`);
  });

  it('refuses an expired token and one altered by hand', async () => {
    const token = (state: object) => Buffer.from(JSON.stringify(state)).toString('base64url');
    const old = {
      p: 'oai_dc',
      a: 5,
      c: 100,
      n: 250,
      t: Math.floor(Date.now() / 1000) - 2 * 86_400,
    };
    await expectError(`verb=ListRecords&resumptionToken=${token(old)}`, 'badResumptionToken');
    const altered = { ...old, f: 'yesterday', t: Math.floor(Date.now() / 1000) };
    await expectError(`verb=ListRecords&resumptionToken=${token(altered)}`, 'badResumptionToken');
    const huge = { ...old, a: 1e12, t: Math.floor(Date.now() / 1000) };
    await expectError(`verb=ListRecords&resumptionToken=${token(huge)}`, 'badResumptionToken');
  });
});
