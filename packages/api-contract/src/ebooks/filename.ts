import type { EbookFormat } from '@app/db/constants';

/** What each e-book format's file is called on disk and when saved. */
export const EBOOK_FILE_EXTENSIONS = {
  EPUB: 'epub',
  PDF: 'pdf',
  TXT: 'txt',
} as const satisfies Record<EbookFormat, string>;

/** Most file systems allow 255 bytes; Tamil and Sinhala letters take 3 each in UTF-8. */
const FILENAME_MAX_BYTES = 200;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8 = new TextEncoder();

/**
 * The name a downloaded e-book is saved under, the one rule for the download answer and the file
 * route's `Content-Disposition`: its title as written (Tamil and Sinhala stay in their script;
 * joiners kept, since Sinhala conjuncts need them), without what file systems refuse (path
 * separators, reserved punctuation, control characters, leading dots, trailing dots), cut
 * between whole letters, plus the extension. Browser-safe: it imports only a type.
 */
export function ebookFilename(title: string, extension: string, fallback = 'ebook'): string {
  const cleaned = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    // No hidden files, no trailing dots (Windows drops them).
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // Cut between whole letters (graphemes), never between a consonant and its vowel sign.
  let base = '';
  for (const { segment } of graphemes.segment(cleaned)) {
    if (utf8.encode(base + segment).length > FILENAME_MAX_BYTES) break;
    base += segment;
  }
  return `${base.trim() || fallback}.${extension}`;
}
