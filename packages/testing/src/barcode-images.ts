// The package's root export has only platform conditions, which Bundler resolution ignores.
import bwipjs from 'bwip-js/node';
import sharp, { type OverlayOptions } from 'sharp';

/** Options for {@link renderEan13Png}. */
export interface Ean13RenderOptions {
  /** Pixels per module (bar unit); 3 is a crisp, phone-photo-sized barcode. */
  scale?: number;
  /** Bar height in bwip-js units (millimetre-ish); text is added below. */
  height?: number;
  /** White margin on each side, in modules; EAN-13 needs at least 11 left and 7 right. */
  padding?: number;
}

/** Options for {@link coverWithBarcode} and {@link plainCover}. */
export interface CoverOptions {
  /** Pixels per barcode module; below 2 the barcode is "slightly small" for a reader. */
  barcodeScale?: number;
  /** Rotates the whole photo clockwise, as a phone held sideways would. */
  rotate?: 0 | 90 | 180 | 270;
  /** Gaussian blur sigma, to soften the synthetic edges like a camera lens would. */
  blur?: number;
  /** Darkens the cover from right (full light) to left (15%), like a hand's shadow. */
  shadow?: boolean;
}

type CoverFormat = 'jpeg' | 'png' | 'webp';

const COVER_WIDTH = 900;
const COVER_HEIGHT = 1200;
const COVER_BACKGROUND = { r: 236, g: 229, b: 214 };

/**
 * Renders an EAN-13 barcode (with its human-readable digits) as a PNG on white, so barcode
 * tests have a known answer without shipping photos. bwip-js rejects a wrong check digit.
 *
 * @param ean13 13 digits; ISBN-13s start 978 or 979, but any EAN-13 renders.
 */
export async function renderEan13Png(
  ean13: string,
  opts: Ean13RenderOptions = {},
): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'ean13',
    text: ean13,
    scale: opts.scale ?? 3,
    height: opts.height ?? 22,
    includetext: true,
    paddingwidth: opts.padding ?? 12,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * Renders `text` as a QR code PNG on white (medium error correction, as the site's labels and
 * member cards print it), `scale` pixels per module with a four-module quiet zone.
 */
export async function renderQrPng(text: string, opts: { scale?: number } = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: opts.scale ?? 5,
    // bwip-js passes QR options through `eclevel` in its option string.
    eclevel: 'M',
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  } as Parameters<typeof bwipjs.toBuffer>[0]) as Promise<Buffer>;
}

/**
 * A light "book back cover" (900×1200 before rotation) with a few dark blocks where blurb
 * text would be, so a reader has to find the barcode among other edges as in a real photo.
 */
function coverOverlays(): OverlayOptions[] {
  const line = (top: number, width: number): OverlayOptions => ({
    input: {
      create: { width, height: 14, channels: 3, background: { r: 70, g: 62, b: 55 } },
    },
    top,
    left: 90,
  });
  const title: OverlayOptions = {
    input: { create: { width: 520, height: 48, channels: 3, background: { r: 40, g: 34, b: 30 } } },
    top: 110,
    left: 90,
  };
  return [title, ...[220, 256, 292, 328, 364, 400, 436].map((top, i) => line(top, 700 - i * 23))];
}

const SHADOW_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#262626"/><stop offset="1" stop-color="#ffffff"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;

async function encodeCover(
  overlays: OverlayOptions[],
  format: CoverFormat,
  opts: CoverOptions,
): Promise<Buffer> {
  if (opts.shadow) overlays = [...overlays, { input: Buffer.from(SHADOW_SVG), blend: 'multiply' }];
  // Compositing and rotating must be separate pipelines: sharp rotates before compositing.
  const flat = await sharp({
    create: {
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      channels: 3,
      background: COVER_BACKGROUND,
    },
  })
    .composite(overlays)
    .png()
    .toBuffer();
  let pipeline = sharp(flat);
  if (opts.rotate) pipeline = pipeline.rotate(opts.rotate);
  if (opts.blur) pipeline = pipeline.blur(opts.blur);
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 85 }).toBuffer();
  }
}

/**
 * A photo-like back cover with the EAN-13 for `ean13` printed in the lower right, where
 * publishers put it, encoded as `format`.
 */
export async function coverWithBarcode(
  ean13: string,
  format: CoverFormat,
  opts: CoverOptions = {},
): Promise<Buffer> {
  const barcode = await renderEan13Png(ean13, { scale: opts.barcodeScale ?? 3 });
  const { width = 0, height = 0 } = await sharp(barcode).metadata();
  if (width > COVER_WIDTH - 60 || height > COVER_HEIGHT - 560) {
    throw new Error(`barcode ${width}×${height} does not fit on the cover`);
  }
  const placed: OverlayOptions = {
    input: barcode,
    left: COVER_WIDTH - 60 - width,
    top: COVER_HEIGHT - 80 - height,
  };
  return encodeCover([...coverOverlays(), placed], format, opts);
}

/** The same back cover with no barcode at all. */
export async function plainCover(format: CoverFormat, opts: CoverOptions = {}): Promise<Buffer> {
  return encodeCover(coverOverlays(), format, opts);
}

/** Wraps bytes as the base64 `data:` URL the scanner screen sends. */
export function toDataUrl(bytes: Uint8Array, mime: string): string {
  return `data:${mime};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}
