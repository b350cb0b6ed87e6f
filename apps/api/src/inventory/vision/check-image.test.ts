import { appCodeOf, appParamsOf, type AppErrorCode } from '@app/api-contract';
import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverWithBarcode, toDataUrl } from '@app/testing/barcode-images';
import { checkImage, MAX_IMAGE_BYTES } from './check-image';

/** A noisy picture, so encoders cannot shrink it to a few bytes and truncation hits pixels. */
async function noisyImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x2545f491;
  for (let i = 0; i < pixels.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[i] = seed & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The app code and params of what `promise` rejects with; fails the test if it resolves. */
async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: AppErrorCode; params: Record<string, string | number> }> {
  const error = await promise.then(
    () => {
      throw new Error('expected the image to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return { code: appCodeOf(error as TRPCError), params: appParamsOf(error as TRPCError) };
}

describe('checkImage', () => {
  it.each([
    ['jpeg', 'image/jpeg', 320, 240],
    ['png', 'image/png', 200, 100],
    ['webp', 'image/webp', 150, 90],
  ] as const)(
    'accepts a %s photo and reports its type, size and bytes',
    async (format, mime, width, height) => {
      const bytes = await (await noisyImage(width, height)).toFormat(format).toBuffer();
      const checked = await checkImage(toDataUrl(bytes, mime), 0);
      expect(checked.mime).toBe(mime);
      expect(checked.width).toBe(width);
      expect(checked.height).toBe(height);
      expect(checked.bytes.equals(bytes)).toBe(true);
    },
  );

  it('takes the type from the content, not from the data-URL prefix', async () => {
    const png = await (await noisyImage(40, 30)).png().toBuffer();
    const checked = await checkImage(toDataUrl(png, 'image/jpeg'), 0);
    expect(checked.mime).toBe('image/png');
  });

  it('reports the displayed size of a JPEG the camera stored sideways (EXIF orientation)', async () => {
    const jpeg = await (
      await noisyImage(300, 200)
    )
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const checked = await checkImage(toDataUrl(jpeg, 'image/jpeg'), 0);
    expect({ width: checked.width, height: checked.height }).toEqual({ width: 200, height: 300 });
  });

  it('accepts a realistic back-cover photo', async () => {
    const cover = await coverWithBarcode('9780316015844', 'jpeg');
    const checked = await checkImage(toDataUrl(cover, 'image/jpeg'), 2);
    expect(checked).toMatchObject({ mime: 'image/jpeg', width: 900, height: 1200 });
  });

  it('refuses a GIF even though it is a picture', async () => {
    const gif = await (await noisyImage(20, 20)).gif().toBuffer();
    expect(await refusal(checkImage(toDataUrl(gif, 'image/gif'), 1))).toEqual({
      code: 'INVALID_IMAGE',
      params: { index: 1, number: 2 },
    });
  });

  it('refuses a PDF sent with an image/png prefix', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const { code } = await refusal(checkImage(toDataUrl(pdf, 'image/png'), 0));
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses plain text sent with an image/png prefix', async () => {
    const text = Buffer.from('this is not a picture at all, just some words');
    const { code } = await refusal(checkImage(toDataUrl(text, 'image/png'), 0));
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses a JPEG cut off part-way through its pixel data', async () => {
    const jpeg = await (await noisyImage(400, 300)).jpeg({ quality: 90 }).toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const { code, params } = await refusal(checkImage(toDataUrl(truncated, 'image/jpeg'), 3));
    expect(code).toBe('INVALID_IMAGE');
    expect(params).toEqual({ index: 3, number: 4 });
  });

  it('refuses a JPEG whose pixel data is corrupted in the middle', async () => {
    const jpeg = Buffer.from(await (await noisyImage(400, 300)).jpeg({ quality: 90 }).toBuffer());
    const middle = Math.floor(jpeg.length / 2);
    for (let i = middle; i < middle + 64; i++) jpeg[i] = 0xff ^ jpeg[i]!;
    const { code } = await refusal(checkImage(toDataUrl(jpeg, 'image/jpeg'), 0));
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses a WebP cut off part-way through', async () => {
    const webp = await (await noisyImage(300, 200)).webp({ quality: 90 }).toBuffer();
    const { code } = await refusal(
      checkImage(toDataUrl(webp.subarray(0, Math.floor(webp.length * 0.7)), 'image/webp'), 0),
    );
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses a PNG with a corrupted body', async () => {
    const png = Buffer.from(await (await noisyImage(120, 80)).png().toBuffer());
    png.fill(0x55, 200, 600);
    const { code } = await refusal(checkImage(toDataUrl(png, 'image/png'), 0));
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses 8 MB + 1 byte as IMAGE_TOO_LARGE before looking at the content', async () => {
    // Zeros are not a picture: were the content examined first, this would be INVALID_IMAGE.
    const body = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    expect(await refusal(checkImage(toDataUrl(body, 'image/jpeg'), 4))).toEqual({
      code: 'IMAGE_TOO_LARGE',
      params: { index: 4, number: 5, maxMb: 8 },
    });
  });

  it('lets exactly 8 MB through the size check', async () => {
    const body = Buffer.alloc(MAX_IMAGE_BYTES);
    const { code } = await refusal(checkImage(toDataUrl(body, 'image/jpeg'), 0));
    expect(code).toBe('INVALID_IMAGE');
  });

  it('refuses a huge upload from its length alone, quickly', async () => {
    const dataUrl = `data:image/jpeg;base64,${'A'.repeat(40 * 1024 * 1024)}`;
    const started = performance.now();
    const { code } = await refusal(checkImage(dataUrl, 0));
    expect(code).toBe('IMAGE_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each([
    ['an https URL', 'https://example.com/cover.jpg'],
    ['an empty string', ''],
    ['a data URL that is not base64', 'data:image/png,%89PNG'],
    ['a data URL with no body', 'data:image/png;base64,'],
    ['base64 with stray characters', 'data:image/png;base64,iVBO!!!!'],
    ['base64 of the wrong length', 'data:image/png;base64,iVBORw0'],
  ])('refuses %s as INVALID_IMAGE', async (_label, dataUrl) => {
    const { code } = await refusal(checkImage(dataUrl, 0));
    expect(code).toBe('INVALID_IMAGE');
  });
});
