import { readBarcodes } from 'zxing-wasm/reader';
import { ensureZXing } from '../inventory/vision/zxing';

/**
 * What a barcode scanner reads from a printed image (a PNG: a drawing printed to pixels, or a
 * browser's screenshot of a label), by zxing, a decoder that owes nothing to bwip-js, which drew
 * the codes. For the tests of labels and cards (Vitest and Playwright); the wasm is loaded from
 * the installed package, never from a CDN.
 */
export async function readPrintedBarcodes(
  png: Uint8Array,
  format: 'EAN13' | 'Code128' | 'QRCode',
): Promise<string[]> {
  await ensureZXing();
  const found = await readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    formats: [format],
    tryHarder: true,
  });
  return found.filter((result) => result.isValid).map((result) => result.text);
}
