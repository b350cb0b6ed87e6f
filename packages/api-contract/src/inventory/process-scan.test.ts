import { countRows } from '@app/db/testing';
import { FAKE_ISBNS } from '@app/testing/fake-catalogues';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProcessScanInput } from '../schemas/inventory';
import { createTestContext, useTestLibrary } from '../testing/context';
import { fakeCatalogueClients } from '../testing/fake-services';

/**
 * The ISBN side of the scan pipeline (barcode and typed scans) over a real PostgreSQL, with
 * Open Library and Google Books answering what their adapters read from the recorded answers.
 * The photo side runs through the API's real vision adapters (apps/api/src/inventory).
 */
const fake = fakeCatalogueClients();
const lib = useTestLibrary({ services: { catalogues: fake.clients } });
beforeEach(() => {
  fake.setMode('openlibrary', 'normal');
  fake.setMode('googlebooks', 'normal');
  fake.requests.length = 0;
});

const scan = (input: ProcessScanInput, as = lib.staff) => as.caller.inventory.processScan(input);
const countCopies = () => countRows(lib.db, 'bookInventory');
const lastScan = () =>
  lib.db
    .selectFrom('scanHistory')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

describe('scanning an ISBN', () => {
  it('saves a copy awaiting review with what Open Library knows, hyphens stripped', async () => {
    const copy = await scan({ isbn: ' 978-0-316-01584-4 ', scanType: 'manual' });
    expect(copy).toMatchObject({
      title: expect.stringContaining('Twilight'),
      author: 'Stephenie Meyer',
      isbn: '9780316015844',
      status: 'AWAITING_REVIEW',
      sourceMethod: 'ISBN_SCAN',
      branchId: 'JPL',
      sku: 'JPL-9780316015844-001',
      copyNumber: 1,
      publicationYear: 2006,
      lookupSource: 'openlibrary',
    });
    expect(copy.metadata.provenance).toMatchObject({ title: 'lookup', author: 'lookup' });
    expect(await lastScan()).toMatchObject({
      userId: lib.staff.user!.id,
      scanType: 'manual',
      success: true,
      inventoryId: copy.id,
      errorMessage: null,
    });
  });

  it('numbers a second copy (given as ISBN-10) and answers it from the cache, offline', async () => {
    fake.setMode('openlibrary', 'down');
    fake.setMode('googlebooks', 'down');
    const copy = await scan({ isbn: '0-316-01584-9', scanType: 'barcode' });
    expect(copy).toMatchObject({
      isbn: '9780316015844',
      sku: 'JPL-9780316015844-002',
      copyNumber: 2,
      title: expect.stringContaining('Twilight'),
    });
    expect(copy.metadata.lookup?.cached).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it('asks Google Books when Open Library does not know the book', async () => {
    const copy = await scan({ isbn: FAKE_ISBNS.duneRo, scanType: 'barcode' });
    expect(copy).toMatchObject({ title: 'Dune', lookupSource: 'googlebooks' });
    expect(fake.requests).toEqual([
      `openlibrary ${FAKE_ISBNS.duneRo}`,
      `googlebooks ${FAKE_ISBNS.duneRo}`,
    ]);
  });

  it('saves an ISBN nobody knows with the defaults and says why', async () => {
    const copy = await scan({ isbn: FAKE_ISBNS.unknown, scanType: 'manual' });
    expect(copy).toMatchObject({
      title: 'Unknown Title',
      author: 'Unknown Author',
      category: 'General',
      status: 'AWAITING_REVIEW',
      lookupSource: null,
      lookupReason: 'not_found',
    });
    expect(copy.metadata.lookup?.attempts.map((a) => a.outcome)).toEqual([
      'not_found',
      'not_found',
    ]);
  });

  it('still saves the book when both catalogues time out, and asks again next time', async () => {
    fake.setMode('openlibrary', 'timeout');
    fake.setMode('googlebooks', 'timeout');
    const copy = await scan({ isbn: FAKE_ISBNS.prideAndPrejudice, scanType: 'manual' });
    expect(copy).toMatchObject({
      title: 'Unknown Title',
      lookupReason: 'unreachable',
      copyNumber: 1,
    });
    expect(copy.metadata.lookup?.attempts.map((a) => a.error)).toEqual([
      expect.stringContaining('timed out'),
      expect.stringContaining('timed out'),
    ]);
    fake.setMode('openlibrary', 'normal');
    const again = await scan({ isbn: FAKE_ISBNS.prideAndPrejudice, scanType: 'manual' });
    expect(again).toMatchObject({ title: 'Pride and Prejudice', copyNumber: 2 });
  });

  it('gives simultaneous scans of one book distinct copy numbers', async () => {
    const items = await Promise.all(
      Array.from({ length: 5 }, () =>
        scan({ isbn: FAKE_ISBNS.ponniyinSelvanTa, scanType: 'barcode' }),
      ),
    );
    expect(items.map((i) => i.copyNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(items.map((i) => i.sku)).size).toBe(5);
    expect(items[0]!.title).toBe('பொன்னியின் செல்வன்');
  });
});

describe('a scan re-sent after a lost connection', () => {
  it('answers with the copy the first attempt saved instead of adding another', async () => {
    const clientScanId = '0b6f2c1e-5a7d-4c3b-9e21-7f4d8a6b5c90';
    const input = { isbn: FAKE_ISBNS.madolDoovaSi, scanType: 'barcode', clientScanId } as const;
    const first = await scan(input);
    const before = await countCopies();
    const again = await scan(input);
    expect(again).toMatchObject({
      id: first.id,
      sku: first.sku,
      replayed: true,
      lookupSource: 'googlebooks',
    });
    expect(first.replayed).toBe(false);
    expect(await countCopies()).toBe(before);
  });

  it('refuses a client scan id that is not a UUID', async () => {
    const refused = await lib.staff.refusal(
      scan({ isbn: FAKE_ISBNS.twilight, scanType: 'manual', clientScanId: 'x' }),
    );
    expect(refused).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { clientScanId: [expect.any(String)] },
    });
  });
});

describe('refusing a bad ISBN before any lookup', () => {
  it.each([
    ['9780316015845', 'ISBN_BAD_CHECKSUM'],
    ['0316015848', 'ISBN_BAD_CHECKSUM'],
    ['12345', 'ISBN_INVALID_LENGTH'],
    ['   ', 'ISBN_REQUIRED'],
    ['4006381333931', 'ISBN_NOT_A_BOOK'],
  ] as const)('%s is refused as %s, recorded, and nothing is saved', async (isbn, code) => {
    const before = await countCopies();
    const refused = await lib.staff.refusal(scan({ isbn, scanType: 'manual' }));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', appCode: code });
    expect(await countCopies()).toBe(before);
    expect(fake.requests).toEqual([]);
    const history = await lastScan();
    expect(history).toMatchObject({ success: false, inventoryId: null });
    expect(history.errorMessage).toBeTruthy();
    expect(history.scanData).toMatchObject({ errorCode: code });
  });

  it('says what is wrong in the reader’s language, naming the ISBN', async () => {
    const tamil = await createTestContext(lib.db, {
      user: lib.staff.user,
      language: 'ta',
      services: { catalogues: fake.clients },
    });
    const refused = await tamil.refusal(
      scan({ isbn: '978-0-316-01584-5', scanType: 'manual' }, tamil),
    );
    expect(refused.message).toContain('9780316015845');
    expect(refused.message).toMatch(/[\u0B80-\u0BFF]/);
  });
});

describe('refusing photos before any is read', () => {
  // The vision port is not wired: reaching it would fail these tests.
  it.each([
    ['none at all', [], 'IMAGES_REQUIRED'],
    [
      'more than five',
      Array.from({ length: 6 }, () => 'data:image/png;base64,AAAA'),
      'TOO_MANY_IMAGES',
    ],
  ] as const)('refuses %s as %s, recorded, and nothing is saved', async (_, images, code) => {
    const before = await countCopies();
    const refused = await lib.staff.refusal(scan({ scanType: 'image', images: [...images] }));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', appCode: code });
    expect(await countCopies()).toBe(before);
    expect(await lastScan()).toMatchObject({
      scanType: 'image',
      success: false,
      scanData: { imageCount: images.length, errorCode: code },
    });
  });
});
