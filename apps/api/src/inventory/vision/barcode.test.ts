import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coverWithBarcode, plainCover, toDataUrl } from '@app/testing/barcode-images';
import { readY4mFrame, writeBarcodeY4m } from '@app/testing/barcode-video';
import { findIsbnBarcode, isValidIsbn13 } from './barcode';
import { checkImage, type CheckedImage } from './check-image';

const ISBN = '9780316015844';
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Goes through checkImage, as the scan endpoint does, so the reader sees real inputs. */
function checked(bytes: Buffer, format: keyof typeof MIME, index = 0): Promise<CheckedImage> {
  return checkImage(toDataUrl(bytes, MIME[format]), index);
}

// The wasm must come from node_modules; any fetch (jsDelivr is the library's default) fails.
const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in tests')));
beforeAll(() => {
  vi.stubGlobal('fetch', fetchSpy);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('isValidIsbn13', () => {
  it('accepts 978 and 979 codes with the right check digit', () => {
    expect(isValidIsbn13(ISBN)).toBe(true);
    expect(isValidIsbn13('9791032305690')).toBe(true);
  });

  it('refuses a wrong check digit, other EAN-13 prefixes and other lengths', () => {
    expect(isValidIsbn13('9780316015845')).toBe(false);
    expect(isValidIsbn13('4006381333931')).toBe(false);
    expect(isValidIsbn13('978031601584')).toBe(false);
    expect(isValidIsbn13('0316015849')).toBe(false);
  });
});

describe('findIsbnBarcode', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'finds the ISBN on a %s photo of a back cover',
    async (format) => {
      const image = await checked(await coverWithBarcode(ISBN, format), format);
      expect(await findIsbnBarcode([image])).toBe(ISBN);
    },
  );

  it('finds the ISBN when the photo was taken sideways (rotated 90°)', async () => {
    const image = await checked(await coverWithBarcode(ISBN, 'jpeg', { rotate: 90 }), 'jpeg');
    expect(image.width).toBe(1200);
    expect(await findIsbnBarcode([image])).toBe(ISBN);
  });

  it('finds the ISBN when the barcode is small and slightly soft', async () => {
    const bytes = await coverWithBarcode(ISBN, 'jpeg', { barcodeScale: 2, blur: 0.8 });
    expect(await findIsbnBarcode([await checked(bytes, 'jpeg')])).toBe(ISBN);
  });

  it('finds the ISBN on a blurred photo with a shadow across the barcode', async () => {
    // The plain pass misses this one; the locally equalised pass reads it.
    const bytes = await coverWithBarcode(ISBN, 'jpeg', { blur: 1.5, shadow: true });
    expect(await findIsbnBarcode([await checked(bytes, 'jpeg')])).toBe(ISBN);
  });

  it('finds the ISBN on a later photo when the first shows only the front', async () => {
    const front = await checked(await plainCover('jpeg'), 'jpeg', 0);
    const back = await checked(await coverWithBarcode(ISBN, 'webp'), 'webp', 1);
    expect(await findIsbnBarcode([front, back])).toBe(ISBN);
  });

  it('returns null for a cover with no barcode', async () => {
    expect(await findIsbnBarcode([await checked(await plainCover('png'), 'png')])).toBeNull();
  });

  it('returns null for an EAN-13 that is not an ISBN', async () => {
    const bytes = await coverWithBarcode('4006381333931', 'png');
    expect(await findIsbnBarcode([await checked(bytes, 'png')])).toBeNull();
  });

  it('returns null for no photos', async () => {
    expect(await findIsbnBarcode([])).toBeNull();
  });

  it('loaded zxing without any network request', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('barcode video for the fake camera', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'barcode-y4m-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a C420jpeg y4m whose first frame the reader decodes to the ISBN', async () => {
    const file = join(dir, 'isbn.y4m');
    await writeBarcodeY4m(file, ISBN, { frames: 3 });
    const bytes = await readFile(file);
    const header = 'YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n';
    expect(bytes.subarray(0, header.length).toString('ascii')).toBe(header);
    expect(bytes.subarray(header.length, header.length + 6).toString('ascii')).toBe('FRAME\n');
    expect(bytes.length).toBe(header.length + 3 * (6 + 640 * 480 * 1.5));
    const frame = await readY4mFrame(file, 0);
    expect({ width: frame.width, height: frame.height }).toEqual({ width: 640, height: 480 });
    const png = await sharp(Buffer.from(frame.data.buffer), {
      raw: { width: frame.width, height: frame.height, channels: 4 },
    })
      .png()
      .toBuffer();
    expect(await findIsbnBarcode([await checked(png, 'png')])).toBe(ISBN);
    // The last frame is intact too (Chromium loops the file).
    const last = await readY4mFrame(file, 2);
    expect(Buffer.from(last.data.buffer).equals(Buffer.from(frame.data.buffer))).toBe(true);
  });

  it('keeps the bars crisp (≥3 px per module) and the quiet zones inside the central 60%', async () => {
    const file = join(dir, 'geometry.y4m');
    await writeBarcodeY4m(file, ISBN, { frames: 1 });
    const { width, height, data } = await readY4mFrame(file);
    const row = Math.floor(height / 2);
    const dark: number[] = [];
    for (let x = 0; x < width; x++) if (data[(row * width + x) * 4]! < 128) dark.push(x);
    const first = dark[0]!;
    const last = dark.at(-1)!;
    // EAN-13 bars span 95 modules and start with a 1-module bar (the start guard).
    const module = (last - first + 1) / 95;
    expect(module).toBeGreaterThanOrEqual(3);
    expect(Number.isInteger(module)).toBe(true);
    const left = first - 11 * module;
    const right = last + 7 * module;
    expect(left).toBeGreaterThanOrEqual(width * 0.2);
    expect(right).toBeLessThanOrEqual(width * 0.8);
    // Crisp: the row is pure black and white, no grey edge pixels.
    for (let x = first; x <= last; x++) {
      const luma = data[(row * width + x) * 4]!;
      expect(luma < 16 || luma > 239).toBe(true);
    }
  });
});
