import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import sharp from 'sharp';
import { readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureZXing } from '../inventory/vision/barcode';
import { startTestApi, type TestApi } from '../testing';

/**
 * What the REST skin adds to the inventory router (the scan pipeline, review, labels and
 * exports are tested beside it, in packages/api-contract): statuses, the error body in the
 * reader's language, the upload guard, files and their headers, and the real catalogue
 * clients and public address the server wires.
 */
let fake: FakeCatalogues;
let api: TestApi<'staff'>;

beforeAll(async () => {
  fake = await startFakeCatalogues();
  api = await startTestApi({
    env: {
      OPENLIBRARY_BASE_URL: fake.url,
      GOOGLE_BOOKS_BASE_URL: fake.url,
      PUBLIC_ORIGIN: 'https://library.example.lk',
    },
    roles: { staff: 'librarian' },
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const asStaff = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => api.app.inject({ method, url, payload, headers: { cookie: api.cookies.staff, ...headers } });

/** A scanned copy, through the real catalogue clients and the fake Open Library. */
async function scanned(isbn: string = FAKE_ISBNS.twilight) {
  const res = await asStaff('POST', '/api/inventory/process-scan', { scanType: 'manual', isbn });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; sku: string; title: string; lookupSource: string | null }>();
}

describe('POST /api/inventory/process-scan', () => {
  it('answers the copy it saved, looked up by the catalogue clients the server wires', async () => {
    expect(await scanned()).toMatchObject({
      title: expect.stringContaining('Twilight'),
      sku: `JPL-${FAKE_ISBNS.twilight}-001`,
      lookupSource: 'openlibrary',
    });
  });

  it('refuses a bad ISBN with 400, saying what is wrong in the reader’s language', async () => {
    const res = await asStaff(
      'POST',
      '/api/inventory/process-scan',
      { isbn: '978-0-316-01584-5', scanType: 'manual' },
      { 'accept-language': 'ta' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('ISBN_BAD_CHECKSUM');
    expect(res.json().message).toContain('9780316015845');
    expect(res.json().message).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('refuses an anonymous upload before reading its body', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/inventory/process-scan',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ scanType: 'image', images: ['x'.repeat(5_000_000)] }),
    });
    expect(res.statusCode).toBe(401);
    const trpc = await api.app.inject({
      method: 'POST',
      url: '/trpc/books.list',
      headers: { 'content-type': 'application/json', cookie: api.cookies.staff },
      payload: JSON.stringify({ json: 'x'.repeat(2_000_000) }),
    });
    expect(trpc.statusCode).toBe(413);
  });
});

describe('PUT /api/inventory/:id', () => {
  it('answers 409 naming the current status, 404 for no such copy, 400 for a bad ISBN', async () => {
    const { id } = await scanned();
    expect((await asStaff('PUT', `/api/inventory/${id}`, { status: 'ARCHIVED' })).statusCode).toBe(
      200,
    );
    const again = await asStaff('PUT', `/api/inventory/${id}`, { status: 'VERIFIED' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ appCode: 'INVENTORY_NOT_AWAITING_REVIEW' });
    expect(again.json().message).toContain('ARCHIVED');
    expect((await asStaff('PUT', '/api/inventory/999999', { status: 'ARCHIVED' })).statusCode).toBe(
      404,
    );
    const { id: other } = await scanned();
    const badIsbn = await asStaff('PUT', `/api/inventory/${other}`, { isbn: '9780316015845' });
    expect(badIsbn.statusCode).toBe(400);
    expect(badIsbn.json().appCode).toBe('ISBN_BAD_CHECKSUM');
  });
});

describe('labels and public pages', () => {
  it('draws a QR label that a phone’s reader opens at the copy’s page on PUBLIC_ORIGIN', async () => {
    const { id, sku } = await scanned();
    const drawn = await asStaff('POST', '/api/inventory/generate-qr', { inventoryIds: [id] });
    expect(drawn.json()).toEqual({ generated: 1, skipped: 0 });
    const svg = (await asStaff('GET', `/api/inventory/${id}`)).json<{ qrCodeSvg: string }>()
      .qrCodeSvg;
    await ensureZXing();
    const png = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const [decoded] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
    expect(decoded?.text).toBe(`https://library.example.lk/items/${sku}`);
  });

  it('opens a copy’s public page to anyone, and answers 404 once it is archived', async () => {
    const { id, sku } = await scanned();
    const page = await api.app.inject(`/api/items/${sku}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ sku });
    await asStaff('PUT', `/api/inventory/${id}`, { status: 'ARCHIVED' });
    expect((await api.app.inject(`/api/items/${sku}`)).statusCode).toBe(404);
  });
});

describe('GET /api/inventory/export', () => {
  it('sends CSV (the default) or MARCXML as a named attachment', async () => {
    await scanned();
    const csv = await asStaff('GET', '/api/inventory/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="inventory-.*\.csv"$/,
    );
    expect(csv.body.startsWith('\uFEFFsku,title,author,isbn')).toBe(true);
    const xml = await asStaff('GET', '/api/inventory/export?format=marcxml&status=AWAITING_REVIEW');
    expect(xml.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toMatch(/filename="inventory-.*\.marcxml"$/);
    expect(xml.body).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
  });
});
