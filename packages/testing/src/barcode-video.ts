import { open, rename, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { renderEan13Png, renderQrPng } from './barcode-images';

/** Options for {@link writeBarcodeY4m}. */
export interface BarcodeVideoOptions {
  /** Frame width in pixels (even). */
  width?: number;
  /** Frame height in pixels (even). */
  height?: number;
  /** Identical frames written; Chromium loops the file, so a few are enough. */
  frames?: number;
  /** Pixels per barcode module; 3 keeps bars crisp after the browser's rescaling. */
  moduleWidth?: number;
}

/** One decoded y4m frame as RGBA pixels (ImageData-shaped). */
export interface Y4mFrame {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Quiet zones EAN-13 requires: 11 modules before the bars, 7 after; 12 each side is safe. */
const QUIET_MODULES = 12;

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/** Full-range BT.601 (JFIF) RGB → Y'CbCr with 2×2 chroma averaging, as C420jpeg expects. */
function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const chromaWidth = width / 2;
  const chromaSize = chromaWidth * (height / 2);
  const out = Buffer.alloc(width * height + 2 * chromaSize);
  for (let i = 0; i < width * height; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    out[i] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < chromaWidth; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((cy * 2 + dy) * width + cx * 2 + dx) * 3;
        r += rgb[p]!;
        g += rgb[p + 1]!;
        b += rgb[p + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = cy * chromaWidth + cx;
      out[width * height + c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      out[width * height + chromaSize + c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return out;
}

/** One RGB frame: the code, unscaled so its modules stay crisp, centred on white. */
async function codeFrame(code: Buffer, width: number, height: number) {
  const meta = await sharp(code).metadata();
  if ((meta.width ?? 0) > width || (meta.height ?? 0) > height) {
    throw new Error(
      `barcode ${meta.width}×${meta.height} is larger than the ${width}×${height} frame`,
    );
  }
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * Writes a YUV4MPEG2 (C420jpeg) video of the EAN-13 for `isbn13`, centred on white, for
 * Chromium's fake camera (`--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file>`), so end-to-end tests can scan a barcode.
 *
 * At the defaults (640×480, 3 px per module) the bars are 285 px wide (x 193–477) and 339 px
 * with EAN's quiet zones (x 160–498, 25–78% of the width). html5-qrcode scans only its box:
 * a 250 CSS-px box over a video shown D CSS px wide sees 250 × 640 / D video pixels, so the
 * bars plus a few quiet modules (~303 px) fit only when D ≤ ~520; for a wider video element
 * write a larger frame (e.g. 960×720) instead of smaller bars.
 */
export async function writeBarcodeY4m(
  file: string,
  isbn13: string,
  opts: BarcodeVideoOptions = {},
): Promise<void> {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  const frames = opts.frames ?? 10;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 video needs even dimensions');
  const moduleWidth = opts.moduleWidth ?? 3;
  const barcode = await renderEan13Png(isbn13, {
    scale: moduleWidth,
    height: Math.max(10, Math.round((height * 0.35) / moduleWidth / 2.835)),
    padding: QUIET_MODULES,
  });
  await writeFrames(file, await codeFrame(barcode, width, height), width, height, frames);
}

/**
 * Writes a YUV4MPEG2 video of `text` as a QR code (as a copy label or a member card prints
 * it), centred on white, for Chromium's fake camera. `moduleWidth` is pixels per QR module;
 * the default 5 keeps a label's URL (a version 3–4 code with its quiet zone, about 200 px)
 * inside html5-qrcode's scan box on a phone-width view of a 640×480 video.
 */
export async function writeQrY4m(
  file: string,
  text: string,
  opts: BarcodeVideoOptions = {},
): Promise<void> {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 video needs even dimensions');
  const qr = await renderQrPng(text, { scale: opts.moduleWidth ?? 5 });
  await writeFrames(file, await codeFrame(qr, width, height), width, height, opts.frames ?? 10);
}

/**
 * The frames as a y4m file, written beside `file` and renamed over it: a browser opening the
 * file while a test replaces it reads the old video or the new one, never half of either.
 */
async function writeFrames(
  file: string,
  rgb: Buffer,
  width: number,
  height: number,
  frames: number,
): Promise<void> {
  const planes = rgbToI420(rgb, width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), planes]);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
  await rename(temporary, file);
}

/**
 * Reads frame `index` of a 4:2:0 y4m file written by {@link writeBarcodeY4m} back to RGBA,
 * converting with the same full-range BT.601 matrix, so tests can check what the camera shows.
 */
export async function readY4mFrame(file: string, index = 0): Promise<Y4mFrame> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    await handle.read(head, 0, head.length, 0);
    const headerEnd = head.indexOf(0x0a);
    const header = head.subarray(0, headerEnd).toString('ascii');
    const width = Number(/ W(\d+)/.exec(header)?.[1]);
    const height = Number(/ H(\d+)/.exec(header)?.[1]);
    const colour = / C(\S+)/.exec(header)?.[1] ?? '420jpeg';
    if (!header.startsWith('YUV4MPEG2 ') || !width || !height || !colour.startsWith('420')) {
      throw new Error(`not a 4:2:0 y4m file: ${header}`);
    }
    const planeBytes = width * height * 1.5;
    // Every frame header here is the bare `FRAME\n` (no per-frame parameters).
    const frameStart = headerEnd + 1 + index * (6 + planeBytes) + 6;
    const planes = Buffer.alloc(planeBytes);
    const { bytesRead } = await handle.read(planes, 0, planeBytes, frameStart);
    if (bytesRead !== planeBytes) throw new Error(`frame ${index} is missing or truncated`);
    const data = new Uint8ClampedArray(width * height * 4);
    const chromaWidth = width / 2;
    const uBase = width * height;
    const vBase = uBase + chromaWidth * (height / 2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const luma = planes[y * width + x]!;
        const c = (y >> 1) * chromaWidth + (x >> 1);
        const cb = planes[uBase + c]! - 128;
        const cr = planes[vBase + c]! - 128;
        const p = (y * width + x) * 4;
        data[p] = luma + 1.402 * cr;
        data[p + 1] = luma - 0.344136 * cb - 0.714136 * cr;
        data[p + 2] = luma + 1.772 * cb;
        data[p + 3] = 255;
      }
    }
    return { width, height, data };
  } finally {
    await handle.close();
  }
}
