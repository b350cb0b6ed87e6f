import { insertCopy } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsCalendar, icalText } from './events/calendar';
import { buildTestApp, createTestUser, signIn } from './testing';

/**
 * One hostile title through every format the site writes (decision 0021): a formula, markup,
 * quotes, a calendar line of its own, bidi controls. Each format must carry it as text,
 * escaped its own way, and read it back unchanged.
 */
const HOSTILE =
  '=HYPERLINK("https://evil.example","x") <script>alert(\'x\')</script> & "quoted" ' +
  "'single'; a,b \\ \u202Eevil\u202C \r\nBEGIN:VEVENT\r\nSUMMARY:forged";
/** As a one-line field stores it: the line breaks became spaces (schemas/text.ts). */
const STORED = HOSTILE.replace(/[\r\n]+/g, ' ');

let t: TestDatabase;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: 'https://library.example.lk' } });
  const staff = await createTestUser(t.db, 'librarian');
  cookie = await signIn(app, staff.email, staff.password);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** RFC 5545 §3.1: physical lines of at most 75 octets, folded with CRLF and a space. */
function icalLines(body: string): string[] {
  const physical = body.split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** RFC 5545 §3.3.11, read back. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
});

describe('one hostile title through every format', () => {
  it('JSON carries it unchanged (REST and tRPC)', async () => {
    const res = await post('/api/admin/books', {
      title: HOSTILE,
      author: HOSTILE,
      genre: 'history',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: STORED, author: STORED });
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('iCalendar: escaped and folded per RFC 5545, the calendar name included; no line of its own', async () => {
    const created = await post('/api/admin/events', {
      title: HOSTILE,
      description: `Line one\r\n${HOSTILE}`,
      date: 'Dec 12, 2026',
      time: '5:30 PM',
      category: 'Discussion',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    const one = await app.inject(`/api/events/${id}/ics`);
    expect(one.statusCode).toBe(200);
    const lines = icalLines(one.body);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('SUMMARY:forged'))).toBe(false);
    const value = (name: string) =>
      unescapeText(lines.find((l) => l.startsWith(`${name}:`))!.slice(name.length + 1));
    expect(value('NAME')).toBe(STORED);
    expect(value('X-WR-CALNAME')).toBe(STORED);
    expect(value('SUMMARY')).toBe(STORED);
    expect(value('DESCRIPTION')).toBe(`Line one\n${HOSTILE.replace(/\r\n/g, '\n')}`);
    // The download's file name: no quote, line break or path in the header.
    const disposition = String(one.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toMatch(/^attachment; filename="[^"\\/]*"(; filename\*=UTF-8''\S+)?$/);

    const feed = await app.inject('/api/events.ics');
    const all = icalLines(feed.body);
    expect(all.filter((l) => l === 'BEGIN:VEVENT').length).toBe(
      all.filter((l) => l === 'END:VEVENT').length,
    );
    expect(all.some((l) => l.startsWith('SUMMARY:forged'))).toBe(false);
  });

  it('iCalendar: even a title stored before the one-line rule cannot add a line', () => {
    const body = eventsCalendar(
      [
        {
          id: 1,
          title: HOSTILE,
          description: HOSTILE,
          date: 'x',
          time: 'y',
          category: 'Discussion',
          maxAttendees: 1,
          startsAt: new Date('2026-12-12T12:00:00Z'),
          durationMinutes: 60,
          branchId: null,
          branchName: HOSTILE,
          branchAddress: null,
          createdAt: new Date('2026-11-01T00:00:00Z'),
        },
      ],
      { publicOrigin: 'https://library.example.lk', name: HOSTILE },
    );
    const lines = icalLines(body);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => /^(SUMMARY|BEGIN):?forged/.test(l))).toBe(false);
    const name = lines.find((l) => l.startsWith('NAME:'))!.slice(5);
    expect(name).toBe(icalText(HOSTILE));
    expect(unescapeText(name)).toBe(HOSTILE.replace(/\r\n/g, '\n'));
  });

  it('OPDS: XML built by a builder, the title read back as text', async () => {
    const created = await post('/api/ebooks', {
      title: HOSTILE,
      author: HOSTILE,
      genre: 'literature',
      fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
      description: HOSTILE,
    });
    expect(created.statusCode).toBe(201);
    const res = await app.inject('/opds/new');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const entries = [xml.parse(res.body).feed.entry].flat() as {
      title: string;
      author: { name: string };
      summary: { '#text': string };
    }[];
    const entry = entries.find((e) => e.title === STORED);
    expect(entry).toBeDefined();
    expect(entry!.author.name).toBe(STORED);
    expect(entry!.summary['#text']).toBe(HOSTILE.replace(/\r\n/g, '\n'));
    expect(res.body).not.toContain('<script>');
  });

  it('CSV: the formula stays text; MARCXML: the title reads back exactly', async () => {
    const item = await insertCopy(t.db, {
      title: 'Placeholder',
      author: 'A',
      isbn: null,
      category: 'General',
      description: null,
      sourceMethod: 'MANUAL',
      imageUrls: [],
      rawOcrText: null,
      publisher: null,
      publicationYear: null,
      language: null,
      metadata: { provenance: {} },
      now: new Date(),
    });
    const corrected = await app.inject({
      method: 'PUT',
      url: `/api/inventory/${item.id}`,
      headers: { cookie },
      payload: { title: HOSTILE, author: HOSTILE, publisher: '@SUM(A1:A9)', category: '-2+3' },
    });
    expect(corrected.statusCode).toBe(200);

    const csv = await app.inject({ url: '/api/inventory/export?format=csv', headers: { cookie } });
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    const row = rows.find((r) => r[header.indexOf('sku')] === item.sku)!;
    for (const column of ['title', 'author'])
      expect(row[header.indexOf(column)]).toBe(`'${STORED}`);
    expect(row[header.indexOf('publisher')]).toBe("'@SUM(A1:A9)");
    expect(row[header.indexOf('category')]).toBe("'-2+3");

    const marc = await app.inject({
      url: '/api/inventory/export?format=marcxml',
      headers: { cookie },
    });
    expect(XMLValidator.validate(marc.body)).toBe(true);
    expect(marc.body).not.toContain('<script>');
    const records = [xml.parse(marc.body).collection.record].flat() as {
      controlfield: { '#text': string; '@_tag': string }[];
      datafield: { '@_tag': string; subfield: { '#text': string } | { '#text': string }[] }[];
    }[];
    const record = records.find((r) => r.controlfield.some((f) => f['#text'] === item.sku))!;
    const title = record.datafield.find((f) => f['@_tag'] === '245')!.subfield;
    expect([title].flat()[0]!['#text']).toBe(STORED);
  });

  it('the e-book download is named after the title without anything a file system or header refuses', async () => {
    const ebook = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('title', '=', STORED)
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'POST', url: `/api/ebooks/${ebook.id}/download` });
    expect(res.statusCode).toBe(200);
    const { filename } = res.json<{ filename: string }>();
    expect(filename).not.toMatch(/[\\/:*?"<>|]|\p{Cc}/u);
    expect(filename.endsWith('.pdf')).toBe(true);
  });
});
