import { appError, type Services } from '@app/api-contract';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../sharp';

/**
 * A photo whose content has been checked (`CheckedImage` in the contract's services.ts, which
 * the package index does not re-export; derived here so the two cannot drift apart).
 */
export type CheckedImage = Awaited<ReturnType<Services['vision']['checkImage']>>;

/** The largest photo the scanner accepts, in decoded bytes (8 MB). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * Pixel ceiling passed to sharp. An 8 MB PNG of one flat colour can claim a huge canvas
 * (a decompression bomb); 100 MP still admits every phone camera's full-resolution JPEG.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** A data URL's header (`data:image/jpeg;base64,`) is short; this bounds it generously. */
const MAX_HEADER_CHARS = 256;

/** Base64 text of the largest accepted photo, padded to whole quartets. */
const MAX_BASE64_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

const DATA_URL_HEADER = /^data:[^,]*?;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

const MIME_BY_SNIFFED_EXT = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<string, CheckedImage['mime']>;

/** What sharp's `metadata().format` reports for each accepted type. */
const SHARP_FORMAT_BY_MIME: Record<CheckedImage['mime'], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function invalidImage(index: number, message: string, cause?: unknown) {
  return appError('INVALID_IMAGE', `Image ${index + 1} ${message}`, {
    params: { index, number: index + 1 },
    cause,
  });
}

function tooLarge(index: number) {
  return appError('IMAGE_TOO_LARGE', `Image ${index + 1} is larger than 8 MB`, {
    params: { index, number: index + 1, maxMb: MAX_IMAGE_BYTES / (1024 * 1024) },
  });
}

/** Decoded length of a padded base64 body, computed without decoding it. */
function base64DecodedLength(body: string): number {
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return (body.length / 4) * 3 - padding;
}

function tooManyPixels(index: number, width: number, height: number) {
  return appError('IMAGE_TOO_MANY_PIXELS', `Image ${index + 1} is ${width}x${height}`, {
    params: {
      index,
      number: index + 1,
      width,
      height,
      maxMegapixels: MAX_INPUT_PIXELS / 1_000_000,
    },
  });
}

/** What the cheap checks learn of a photo, before a pixel of it is decoded. */
export interface InspectedImage {
  bytes: Buffer;
  mime: CheckedImage['mime'];
}

/**
 * The checks that cost nothing worth mentioning, for every photo of a scan before any is
 * decoded (decision 0021): the data URL's length and base64 shape (no decoding of a 50 MB
 * string), the content's magic bytes (an SVG, a text file or anything else behind an image
 * type is refused), and the header's dimensions (a small PNG that declares 20000 × 20000, a
 * decompression bomb, is refused without being decoded).
 *
 * @throws app error IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS or INVALID_IMAGE.
 */
export async function inspectImage(dataUrl: string, index: number): Promise<InspectedImage> {
  // Size first, on the string itself: a 50 MB upload must not cost a 50 MB base64 decode.
  if (typeof dataUrl !== 'string') throw invalidImage(index, 'is not a data URL');
  if (dataUrl.length > MAX_HEADER_CHARS + MAX_BASE64_CHARS) throw tooLarge(index);

  const header = DATA_URL_HEADER.exec(dataUrl.slice(0, MAX_HEADER_CHARS));
  if (!header) throw invalidImage(index, 'is not a base64 data URL');
  const body = dataUrl.slice(header[0].length);
  // Buffer.from silently skips invalid characters, so a malformed body is refused up front.
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64_BODY.test(body)) {
    throw invalidImage(index, 'is not valid base64');
  }
  if (base64DecodedLength(body) > MAX_IMAGE_BYTES) throw tooLarge(index);

  const bytes = Buffer.from(body, 'base64');

  let sniffed: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    sniffed = await fileTypeFromBuffer(bytes);
  } catch (error) {
    throw invalidImage(index, 'could not be identified', error);
  }
  const mime =
    sniffed && sniffed.ext in MIME_BY_SNIFFED_EXT
      ? MIME_BY_SNIFFED_EXT[sniffed.ext as keyof typeof MIME_BY_SNIFFED_EXT]
      : undefined;
  if (!mime) throw invalidImage(index, 'is not a JPEG, PNG or WebP picture');

  // The header alone: libvips reads the dimensions without decoding any pixel.
  let width: number;
  let height: number;
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, { failOn: 'warning', limitInputPixels: false }).metadata();
    if (metadata.format !== SHARP_FORMAT_BY_MIME[mime]) {
      throw new Error(`sniffed ${mime} but the decoder saw ${metadata.format}`);
    }
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch (error) {
    throw invalidImage(index, 'could not be read', error);
  }
  if (!(width > 0 && height > 0)) throw invalidImage(index, 'has no pixels');
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(index, width, height);
  return { bytes, mime };
}

/**
 * Decodes one `data:` URL sent by the scanner and checks that its content (not its declared
 * type) is a JPEG, PNG or WebP of at most {@link MAX_IMAGE_BYTES} that fully decodes.
 *
 * @param dataUrl a base64 `data:` URL, as produced by `FileReader.readAsDataURL` or a canvas.
 * @param index the photo's 0-based position in the upload, echoed in error params.
 * @returns the decoded bytes with the sniffed MIME type and the displayed (EXIF-oriented) size.
 * @throws app error IMAGE_TOO_LARGE (params `{index, number, maxMb}`), IMAGE_TOO_MANY_PIXELS or
 *   INVALID_IMAGE (params `{index, number}`); decoder exceptions are wrapped as the error's
 *   cause, never rethrown raw.
 */
export async function checkImage(dataUrl: string, index: number): Promise<CheckedImage> {
  const { bytes, mime } = await inspectImage(dataUrl, index);
  try {
    // failOn 'warning' makes libvips treat a truncated or corrupt file as an error rather
    // than padding it with grey. Decoding to a thumbnail still reads every byte of pixel
    // data (JPEG entropy decoding cannot skip any), but lets libjpeg scale by 1/8 while
    // decoding: ~70 ms instead of ~800 ms (stats()) for a 12 MP phone JPEG, same errors caught.
    const options = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS } as const;
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, options).metadata();
    await sharp(bytes, options)
      .resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
    const { width, height } = metadata.autoOrient;
    if (!(width > 0 && height > 0)) throw new Error('image has no pixels');
    return { bytes, mime, width, height };
  } catch (error) {
    throw invalidImage(index, 'could not be decoded', error);
  }
}
