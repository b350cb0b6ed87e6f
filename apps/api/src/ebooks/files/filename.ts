import { create as contentDisposition } from 'content-disposition';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The name a downloaded e-book is saved under: its title in its own script (Tamil and Sinhala
 * stay readable) plus the extension. Only what file systems refuse is removed: path separators,
 * reserved punctuation and control characters.
 */
export function ebookFilename(title: string, extension: string, fallback = 'ebook'): string {
  const cleaned = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    // No hidden files, no trailing dots (Windows drops them).
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // Most file systems allow 255 bytes and Tamil letters take 3 each in UTF-8: cut between
  // whole letters (graphemes), never between a consonant and its vowel sign.
  let base = '';
  for (const { segment } of graphemes.segment(cleaned)) {
    if (Buffer.byteLength(base + segment) > 200) break;
    base += segment;
  }
  return `${base.trim() || fallback}.${extension}`;
}

/**
 * RFC 6266 header: `filename*` carries the exact UTF-8 name, `filename` an ASCII stand-in
 * for old clients.
 */
export function dispositionHeader(filename: string, type: 'inline' | 'attachment'): string {
  return contentDisposition(filename, { type });
}
