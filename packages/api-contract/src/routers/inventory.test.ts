import { readCode128Svg } from '@app/testing/code128';
import { isbnBarcodeSvg } from '../inventory/barcode';
import { insertCopy } from '@app/db';
import { countRows } from '@app/db/testing';
import { FAKE_ISBNS } from '@app/testing/fake-catalogues';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicCopyUrl, qrSvg } from '../inventory/qr';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';
import { fakeCatalogueClients, TEST_PUBLIC_ORIGIN } from '../testing/fake-services';

/** The scanner's figures, review (spec §4 state machine), QR labels, exports, public pages. */
const now = new Date('2026-11-21T06:00:00Z');
const lib = useTestLibrary({ now, services: { catalogues: fakeCatalogueClients().clients } });

async function addCopy(title: string, extra: Partial<Parameters<typeof insertCopy>[1]> = {}) {
  return insertCopy(lib.db, {
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

const review = (input: Parameters<TestContext['caller']['inventory']['update']>[0]) =>
  lib.staff.caller.inventory.update(input);

// First in the file: these count the stock, before the other tests add to it.
describe('the scanner screen data', () => {
  const scanned = [
    FAKE_ISBNS.twilight,
    FAKE_ISBNS.duneRo,
    FAKE_ISBNS.prideAndPrejudice,
    FAKE_ISBNS.ponniyinSelvanTa,
    FAKE_ISBNS.madolDoovaSi,
    FAKE_ISBNS.unknown,
    FAKE_ISBNS.twilight,
    FAKE_ISBNS.duneRo,
    FAKE_ISBNS.twilight,
  ];
  beforeAll(async () => {
    const colleague = await createTestContext(lib.db, { role: 'librarian', now });
    await colleague.caller.inventory.processScan({ scanType: 'manual', isbn: FAKE_ISBNS.twilight });
    for (const isbn of scanned)
      await lib.staff.caller.inventory.processScan({ scanType: 'barcode', isbn });
    for (const isbn of ['12345', '9780316015845']) {
      await lib.staff.refusal(lib.staff.caller.inventory.processScan({ scanType: 'manual', isbn }));
    }
  });

  it('lists the person’s latest ten scans, newest first, failures with their error code', async () => {
    const page = await lib.staff.caller.inventory.scanHistory();
    expect(page.total).toBeGreaterThan(10);
    const rows = page.items;
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      success: false,
      errorCode: 'ISBN_BAD_CHECKSUM',
      errorParams: { isbn: '9780316015845' },
      isbn: '9780316015845',
    });
    expect(rows[1]).toMatchObject({ success: false, errorCode: 'ISBN_INVALID_LENGTH' });
    expect(rows[2]).toMatchObject({
      success: true,
      sku: `JPL-${FAKE_ISBNS.twilight}-004`,
      title: expect.stringContaining('Twilight'),
      errorCode: null,
    });
    const ids = rows.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('counts the stock by status and source, and today’s scans', async () => {
    const stats = await lib.staff.caller.inventory.stats();
    expect(stats).toMatchObject({
      total: scanned.length + 1,
      awaitingReview: scanned.length + 1,
      verified: 0,
      bySource: { isbn: scanned.length + 1, ocr: 0, manual: 0 },
      scansToday: scanned.length + 3,
    });
    expect(stats.total).toBe(await countRows(lib.db, 'bookInventory'));
  });
});

describe('reviewing a scanned copy', () => {
  it('verifies an copy awaiting review, recording who, when and the notes', async () => {
    const copy = await addCopy('Verify me');
    const verified = await review({
      id: copy.id,
      status: 'VERIFIED',
      verificationNotes: 'Checked spine',
    });
    expect(verified).toMatchObject({
      status: 'VERIFIED',
      verifiedBy: lib.staff.user!.id,
      verifiedAt: now,
      verificationNotes: 'Checked spine',
    });
  });

  it('refuses to verify or reject twice, naming the current status', async () => {
    const copy = await addCopy('Only once');
    expect((await review({ id: copy.id, status: 'ARCHIVED' })).status).toBe('ARCHIVED');
    const again = await lib.staff.refusal(
      review({ id: copy.id, status: 'VERIFIED', verificationNotes: 'late' }),
    );
    expect(again).toMatchObject({
      code: 'CONFLICT',
      appCode: 'INVENTORY_NOT_AWAITING_REVIEW',
      appParams: { status: 'ARCHIVED' },
    });
    expect(again.message).toContain('ARCHIVED');
    const row = await lib.db
      .selectFrom('bookInventory')
      .selectAll()
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ARCHIVED', verifiedAt: null });
  });

  it('keeps a reviewer’s corrections and marks those fields as theirs', async () => {
    const copy = await addCopy('Tirukural?');
    const corrected = await review({
      id: copy.id,
      title: 'திருக்குறள்',
      author: 'திருவள்ளுவர்',
      isbn: '978-0-316-01584-4',
      status: 'VERIFIED',
    });
    expect(corrected).toMatchObject({
      title: 'திருக்குறள்',
      isbn: '9780316015844',
      status: 'VERIFIED',
    });
    expect(corrected.metadata.provenance).toEqual({
      title: 'human',
      author: 'human',
      isbn: 'human',
    });
  });

  it('refuses a corrected ISBN with a wrong check digit and changes nothing', async () => {
    const copy = await addCopy('Bad isbn fix');
    const refused = await lib.staff.refusal(
      review({ id: copy.id, isbn: '9780316015845', status: 'VERIFIED' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', appCode: 'ISBN_BAD_CHECKSUM' });
    const row = await lib.db
      .selectFrom('bookInventory')
      .select(['status', 'isbn'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'AWAITING_REVIEW', isbn: null });
  });

  it('answers NOT_FOUND for a copy that does not exist', async () => {
    expect(await lib.staff.refusal(review({ id: 999_999, status: 'ARCHIVED' }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
    expect(await lib.staff.refusal(lib.staff.caller.inventory.get({ id: 999_999 }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

describe('QR labels', () => {
  it('draws a QR code only for copies without one, encoding the copy’s public page', async () => {
    const a = await addCopy('QR one', { isbn: '9780316015844' });
    const b = await addCopy('QR two');
    const inventoryIds = [a.id, b.id];
    expect(await lib.staff.caller.inventory.generateQr({ inventoryIds })).toEqual({
      generated: 2,
      skipped: 0,
    });
    expect(await lib.staff.caller.inventory.generateQr({ inventoryIds })).toEqual({
      generated: 0,
      skipped: 2,
    });

    const url = `${TEST_PUBLIC_ORIGIN}/items/${a.sku}`;
    const [label] = await lib.staff.caller.inventory.labels({ inventoryIds: [a.id] });
    expect(label).toMatchObject({ sku: a.sku, title: 'QR one', url });
    expect(label!.qrCodeSvg).toContain('<svg');
    // The drawing of exactly that address (apps/api's QR reader reads such drawings back).
    expect(label!.qrCodeSvg).toBe(await qrSvg(publicCopyUrl(TEST_PUBLIC_ORIGIN, a.sku)));
    expect((await lib.staff.caller.inventory.get({ id: a.id })).qrCodeSvg).toBe(label!.qrCodeSvg);
    // Beside it, the code as Code 128 for a desk's USB scanner: read back, it is the copy's.
    expect(readCode128Svg(label!.barcodeSvg)).toBe(a.sku);
    // And its ISBN as the EAN-13 a back cover carries (apps/api reads it back with zxing);
    // a copy without an ISBN has none.
    expect(label).toMatchObject({ isbn: '9780316015844' });
    expect(label!.isbnBarcodeSvg).toBe(isbnBarcodeSvg('9780316015844'));
    const [plain] = await lib.staff.caller.inventory.labels({ inventoryIds: [b.id] });
    expect(plain).toMatchObject({ isbn: null, isbnBarcodeSvg: null });
  });

  it('opens the public page of a labelled copy for anyone, but not of an archived one', async () => {
    const copy = await addCopy('Public copy', { isbn: '9780141439518' });
    const page = await lib.visitor.caller.inventory.publicItem({ sku: copy.sku });
    expect(page).toMatchObject({
      title: 'Public copy',
      sku: copy.sku,
      branchName: expect.any(String),
    });
    expect(page).not.toHaveProperty('metadata');
    await review({ id: copy.id, status: 'ARCHIVED' });
    expect(
      await lib.visitor.refusal(lib.visitor.caller.inventory.publicItem({ sku: copy.sku })),
    ).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
  });
});

describe('exports', () => {
  it('gives the filtered list as CSV a spreadsheet opens in Tamil, formulas defused', async () => {
    await addCopy('=HYPERLINK("http://evil")', { author: 'Mallory' });
    await addCopy('யாழ்ப்பாண வைபவமாலை, "new" edition', { language: 'ta' });
    const file = await lib.staff.caller.inventory.export({
      format: 'csv',
      status: 'AWAITING_REVIEW',
    });
    expect(file).toMatchObject({
      filename: 'inventory-2026-11-21.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const body = await textOf(file.body);
    expect(body.startsWith('\uFEFFsku,title,author,isbn')).toBe(true);
    expect(body).toContain('"யாழ்ப்பாண வைபவமாலை, ""new"" edition"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).not.toContain('Verify me');
  });

  it('filters the export by the search text like the panel does', async () => {
    const file = await lib.staff.caller.inventory.export({ format: 'csv', q: 'mallory' });
    const lines = (await textOf(file.body)).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Mallory');
  });

  it('writes MARCXML with Koha holdings (952) for each copy', async () => {
    const file = await lib.staff.caller.inventory.export({ format: 'marcxml', q: 'வைபவமாலை' });
    expect(file).toMatchObject({
      filename: 'inventory-2026-11-21.marcxml',
      contentType: 'application/marcxml+xml; charset=utf-8',
    });
    const xml = await textOf(file.body);
    expect(xml).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    expect(xml.match(/<record>/g)).toHaveLength(1);
    expect(xml).toContain('<subfield code="a">tam</subfield>');
    expect(xml).toMatch(/<datafield tag="952"[^>]*><subfield code="a">JPL<\/subfield>/);
    // Escaped as XML text by the builder: the title reads back exactly as stored.
    expect(xml).toContain('<subfield code="a">யாழ்ப்பாண வைபவமாலை, "new" edition</subfield>');
    expect(xml).toMatch(/<controlfield tag="008">.{40}<\/controlfield>/);
  });

  it('is for staff only', async () => {
    expect(
      await lib.visitor.refusal(lib.visitor.caller.inventory.export({ format: 'csv' })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

/** An export's body as the client receives it: its streamed chunks joined. */
async function textOf(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
