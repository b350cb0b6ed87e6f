import { code128Svg, isbnBarcodeSvg } from '@app/api-contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrintedBarcodes } from '../testing/barcodes';
import { ensureZXing } from './vision/barcode';

/**
 * What a scanner reads from the labels' barcodes: each drawing is printed to pixels (sharp, at
 * about 300 dpi for a 60 mm strip) and read by zxing, a decoder that owes nothing to bwip-js,
 * which drew it. Code 128 is what a desk's USB scanner reads from a copy label or a member card;
 * EAN-13 is the ISBN sticker for a book with none printed on its back.
 */
beforeAll(() => ensureZXing(), 60_000);

async function read(svg: string, format: 'EAN13' | 'Code128') {
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return readPrintedBarcodes(png, format);
}

describe('the ISBN barcode (EAN-13)', () => {
  it.each([
    [
      'an ISBN-13 in a known range, printed with its hyphens above',
      '9780553380163',
      '9780553380163',
    ],
    ['an ISBN-10, as the ISBN-13 a back cover carries', '0-553-38016-8', '9780553380163'],
    ['a Sri Lankan ISBN (agency 955)', '9789552110023', '9789552110023'],
    ['a Sri Lankan ISBN of the newer agency 624', '9786245000128', '9786245000128'],
    ['a 979 ISBN', '979-10-90636-07-1', '9791090636071'],
  ])('reads back %s', async (_label, isbn, expected) => {
    const svg = isbnBarcodeSvg(isbn);
    expect(svg).not.toBeNull();
    expect(await read(svg!, 'EAN13')).toEqual([expected]);
  });

  it('is not drawn for what is not an ISBN', () => {
    expect(isbnBarcodeSvg('9780553380164')).toBeNull(); // wrong check digit
    expect(isbnBarcodeSvg('4006381333931')).toBeNull(); // a pen's EAN, not a book
    expect(isbnBarcodeSvg('')).toBeNull();
  });
});

describe('the copy and card code (Code 128)', () => {
  it.each(['JPL-MAIN-000123', 'NLR-2026-0042', 'M000120', '2000000000015'])(
    'reads back %s',
    async (code) => {
      expect(await read(code128Svg(code), 'Code128')).toEqual([code]);
    },
  );
});
