import { checkIsbn } from '@app/api-contract';
import { loadSharp } from '../../sharp';
import { readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { CheckedImage } from './check-image';
import { ensureZXing } from './zxing';

export { ensureZXing };

/**
 * Longest side fed to the reader. Phone photos are 12–50 MP; zxing's time grows with the
 * pixel count while an EAN-13 stays readable at ~2 px per module, so 2000 px is plenty.
 */
const MAX_SCAN_SIDE = 2000;

const READER_OPTIONS: ReaderOptions = {
  // UPC-A, UPC-E and EAN-8 can never hold an ISBN; leaving them out also saves time.
  formats: ['EAN13'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};

/** True for a 13-digit 978/979 code whose EAN-13 check digit is right. */
export function isValidIsbn13(code: string): boolean {
  return /^\d{13}$/.test(code) && checkIsbn(code).ok;
}

/** One photo as 8-bit greyscale, upright and at most MAX_SCAN_SIDE on its longest side. */
interface GreyPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a photo once; every pass reads from these pixels. zxing only looks at luminance,
 * so colour would cost memory and conversion time for nothing.
 */
async function greyPixelsOf(image: CheckedImage): Promise<GreyPixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image.bytes, { failOn: 'none' })
    .autoOrient()
    // Transparent pixels of a PNG are often black underneath; bars need a white ground.
    .flatten({ background: '#ffffff' })
    .resize({
      width: MAX_SCAN_SIDE,
      height: MAX_SCAN_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // Converting on output keeps JPEG shrink-on-load; greyscale() here cost 3× the time.
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected 1 grey channel, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/** One reading attempt: optional unsharp masking, and how many scan lines must agree. */
interface Pass {
  unsharp?: { sigma: number; amount: number };
  minLineCount: number;
}

/**
 * Tuned on synthetic covers (2–3 px modules, blur σ 1–2.5, shadow, JPEG q20): the plain pass
 * reads 3 of 10 hard cases, the two unsharp passes together 8 of 10. A single agreeing scan
 * line is safe enough there because the digits must also pass the EAN and ISBN checks.
 * CLAHE and normalise were tried and dropped: no gain, and CLAHE cost ~3 s per photo.
 */
const PASSES: Pass[] = [
  { minLineCount: 2 },
  { unsharp: { sigma: 1.5, amount: 2 }, minLineCount: 1 },
  { unsharp: { sigma: 2, amount: 1.5 }, minLineCount: 1 },
];

/**
 * Classic unsharp mask (`pixel + amount × (pixel − blurred)`). sharp's own sharpen() works in
 * Lab and cost ~7× more for the same effect here; its Gaussian blur is the cheap part.
 */
async function unsharp(grey: GreyPixels, sigma: number, amount: number): Promise<GreyPixels> {
  const raw = { width: grey.width, height: grey.height, channels: 1 } as const;
  // sharp turns one-channel raw input into sRGB unless told to stay greyscale.
  const sharp = await loadSharp();
  const blurred = await sharp(grey.data, { raw }).greyscale().blur(sigma).raw().toBuffer();
  const data = Buffer.alloc(grey.data.length);
  for (let i = 0; i < data.length; i++) {
    const value = grey.data[i]!;
    const sharpened = value + amount * (value - blurred[i]!);
    data[i] = sharpened < 0 ? 0 : sharpened > 255 ? 255 : sharpened;
  }
  return { ...grey, data };
}

/** Expands grey pixels to the RGBA ImageData shape zxing-wasm duck-types in Node. */
function toImageData(grey: GreyPixels) {
  const rgba = new Uint8ClampedArray(grey.data.length * 4);
  for (let i = 0; i < grey.data.length; i++) {
    const value = grey.data[i]!;
    rgba[i * 4] = value;
    rgba[i * 4 + 1] = value;
    rgba[i * 4 + 2] = value;
    rgba[i * 4 + 3] = 255;
  }
  return { data: rgba, width: grey.width, height: grey.height, colorSpace: 'srgb' as const };
}

async function isbnIn(grey: GreyPixels, pass: Pass): Promise<string | null> {
  const pixels = pass.unsharp ? await unsharp(grey, pass.unsharp.sigma, pass.unsharp.amount) : grey;
  const results = await readBarcodes(toImageData(pixels), {
    ...READER_OPTIONS,
    minLineCount: pass.minLineCount,
  });
  for (const result of results) {
    if (result.isValid && isValidIsbn13(result.text)) return result.text;
  }
  return null;
}

/**
 * Looks for an ISBN barcode (an EAN-13 starting 978 or 979 with a valid check digit) on the
 * photos of one book, using zxing-cpp compiled to wasm and loaded from node_modules.
 *
 * Each photo is decoded once. Every photo is first read as is; only when none yields an ISBN
 * are they read again after two strengths of unsharp masking, so a clear barcode costs one
 * read and a book without one costs three per photo.
 *
 * @param images photos already accepted by `checkImage`.
 * @returns the first ISBN-13 found, or null; other EAN-13s (groceries, ISSNs) and UPC/EAN-8
 *   codes are ignored.
 */
export async function findIsbnBarcode(images: CheckedImage[]): Promise<string | null> {
  if (images.length === 0) return null;
  await ensureZXing();
  const greys: GreyPixels[] = [];
  for (const pass of PASSES) {
    for (const [i, image] of images.entries()) {
      greys[i] ??= await greyPixelsOf(image);
      const isbn = await isbnIn(greys[i], pass);
      if (isbn) return isbn;
    }
  }
  return null;
}
