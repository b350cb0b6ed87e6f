import { insertInventoryItem } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from '../testing';
import { ensureZXing } from './vision/barcode';

/** Review (spec §4 state machine), QR labels, exports and the public copy page. */
let t: TestDatabase;
let app: FastifyInstance;
let cookie: string;
let librarianId: string;
const now = new Date('2026-11-21T06:00:00Z');

async function addItem(
  title: string,
  extra: Partial<Parameters<typeof insertInventoryItem>[1]> = {},
) {
  return insertInventoryItem(t.db, {
    title,
    author: 'Test Author',
    isbn: null,
    category: 'General',
    description: null,
    sourceMethod: 'OCR_AI',
    imageUrls: [],
    rawOcrText: null,
    publisher: null,
    publicationYear: null,
    language: null,
    metadata: { provenance: { title: 'ocr' } },
    now,
    ...extra,
  });
}

function put(id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/inventory/${id}`, headers: { cookie }, payload });
}

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { env: { PUBLIC_ORIGIN: 'https://library.example.lk' } });
  const librarian = await createTestUser(t.db, 'librarian');
  librarianId = librarian.id;
  cookie = await signIn(app, librarian.email, librarian.password);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe('reviewing a scanned copy', () => {
  it('verifies an item awaiting review, recording who, when and the notes', async () => {
    const item = await addItem('Verify me');
    const res = await put(item.id, { status: 'VERIFIED', verificationNotes: 'Checked spine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'VERIFIED',
      verifiedBy: librarianId,
      verificationNotes: 'Checked spine',
    });
    expect(res.json().verifiedAt).toBeTruthy();
  });

  it('refuses to verify or reject twice with 409 and the current status', async () => {
    const item = await addItem('Only once');
    expect((await put(item.id, { status: 'ARCHIVED' })).json().status).toBe('ARCHIVED');
    const again = await put(item.id, { status: 'VERIFIED', verificationNotes: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ appCode: 'INVENTORY_NOT_AWAITING_REVIEW' });
    expect(again.json().message).toContain('ARCHIVED');
    const row = await t.db
      .selectFrom('bookInventory')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ARCHIVED', verifiedAt: null });
  });

  it('keeps a reviewer’s corrections and marks those fields as theirs', async () => {
    const item = await addItem('Tirukural?');
    const res = await put(item.id, {
      title: 'திருக்குறள்',
      author: 'திருவள்ளுவர்',
      isbn: '978-0-316-01584-4',
      status: 'VERIFIED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'திருக்குறள்',
      isbn: '9780316015844',
      status: 'VERIFIED',
    });
    expect(res.json().metadata.provenance).toEqual({
      title: 'human',
      author: 'human',
      isbn: 'human',
    });
  });

  it('refuses a corrected ISBN with a wrong check digit and changes nothing', async () => {
    const item = await addItem('Bad isbn fix');
    const res = await put(item.id, { isbn: '9780316015845', status: 'VERIFIED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('ISBN_BAD_CHECKSUM');
    const row = await t.db
      .selectFrom('bookInventory')
      .select(['status', 'isbn'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'AWAITING_REVIEW', isbn: null });
  });

  it('answers 404 for a copy that does not exist', async () => {
    expect((await put(999_999, { status: 'ARCHIVED' })).statusCode).toBe(404);
  });
});

describe('QR labels', () => {
  it('draws a QR code only for copies without one, encoding the copy’s public page', async () => {
    const a = await addItem('QR one', { isbn: '9780316015844' });
    const b = await addItem('QR two');
    const first = await app.inject({
      method: 'POST',
      url: '/api/inventory/generate-qr',
      headers: { cookie },
      payload: { inventoryIds: [a.id, b.id] },
    });
    expect(first.json()).toEqual({ generated: 2, skipped: 0 });
    const second = await app.inject({
      method: 'POST',
      url: '/api/inventory/generate-qr',
      headers: { cookie },
      payload: { inventoryIds: [a.id, b.id] },
    });
    expect(second.json()).toEqual({ generated: 0, skipped: 2 });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/inventory/${a.id}`,
      headers: { cookie },
    });
    const svg: string = detail.json().qrCodeSvg;
    expect(svg).toContain('<svg');
    await ensureZXing();
    const png = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const [decoded] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
    expect(decoded?.text).toBe(`https://library.example.lk/items/${a.sku}`);
  });

  it('opens the public page of a labelled copy for anyone, but not of an archived one', async () => {
    const item = await addItem('Public copy', { isbn: '9780141439518' });
    const res = await app.inject({ method: 'GET', url: `/api/items/${item.sku}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Public copy',
      sku: item.sku,
      branchName: expect.any(String),
    });
    expect(res.json()).not.toHaveProperty('metadata');
    await put(item.id, { status: 'ARCHIVED' });
    expect((await app.inject({ method: 'GET', url: `/api/items/${item.sku}` })).statusCode).toBe(
      404,
    );
  });
});

describe('exports', () => {
  it('downloads the filtered list as CSV a spreadsheet opens in Tamil, formulas defused', async () => {
    await addItem('=HYPERLINK("http://evil")', { author: 'Mallory' });
    await addItem('யாழ்ப்பாண வைபவமாலை, "new" edition', { language: 'ta' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/inventory/export?format=csv&status=AWAITING_REVIEW',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inventory-.*\.csv"/);
    const body = res.body;
    expect(body.startsWith('\uFEFFsku,title,author,isbn')).toBe(true);
    expect(body).toContain('"யாழ்ப்பாண வைபவமாலை, ""new"" edition"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).not.toContain('Verify me');
  });

  it('filters the export by the search text like the panel does', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/inventory/export?format=csv&q=mallory',
      headers: { cookie },
    });
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
  });

  it('writes MARCXML with Koha holdings (952) for each copy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/inventory/export?format=marcxml&q=' + encodeURIComponent('வைபவமாலை'),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/marcxml+xml');
    const xml = res.body;
    expect(xml).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    expect(xml.match(/<record>/g)).toHaveLength(1);
    expect(xml).toContain('<subfield code="a">tam</subfield>');
    expect(xml).toMatch(/<datafield tag="952"[^>]*><subfield code="a">JPL<\/subfield>/);
    // Escaped as XML text by the builder: the title reads back exactly as stored.
    expect(xml).toContain('<subfield code="a">யாழ்ப்பாண வைபவமாலை, "new" edition</subfield>');
    expect(xml).toMatch(/<controlfield tag="008">.{40}<\/controlfield>/);
  });

  it('is staff only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/inventory/export?format=csv' });
    expect(res.statusCode).toBe(401);
  });
});
