/**
 * Plain-text books: decoding, paragraphs and pages. Pure functions, so the rules are tested
 * without a browser. A page is a run of whole paragraphs (a paragraph longer than a page is
 * cut at a space); its `start` offset into the text is the position saved for the reader.
 */

export interface TextPage {
  /** Offset of the page's first character in the whole text. */
  start: number;
  paragraphs: string[];
}

/** UTF-8 unless a byte-order mark says UTF-16; a UTF-8 BOM is dropped. */
export function decodeText(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  if (view[0] === 0xff && view[1] === 0xfe) return new TextDecoder('utf-16le').decode(view);
  if (view[0] === 0xfe && view[1] === 0xff) return new TextDecoder('utf-16be').decode(view);
  return new TextDecoder('utf-8').decode(view).replace(/^\uFEFF/, '');
}

interface Paragraph {
  start: number;
  text: string;
}

/**
 * Prose from Project Gutenberg and similar sources is hard-wrapped near 70 columns; its line
 * breaks are not the author's, and keeping them leaves ragged half-lines on a phone. Poetry has
 * short, uneven lines that must stay. A text counts as hard-wrapped when most lines are long
 * and of nearly the same length.
 */
export function isHardWrapped(text: string): boolean {
  const lengths = text
    .split('\n')
    .map((line) => line.trim().length)
    .filter((length) => length > 0);
  if (lengths.length < 10) return false;
  const wrapped = lengths.filter((length) => length >= 55 && length <= 80).length;
  return wrapped / lengths.length >= 0.6;
}

/** Paragraphs are separated by blank lines; each keeps the offset where it starts. */
export function splitParagraphs(text: string): Paragraph[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  const unwrap = isHardWrapped(normalized);
  const paragraphs: Paragraph[] = [];
  const separator = /\n[ \t]*\n+/g;
  let cursor = 0;
  const push = (end: number) => {
    const raw = normalized.slice(cursor, end);
    const leading = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) {
      paragraphs.push({
        start: cursor + leading,
        text: unwrap ? body.replace(/[ \t]*\n[ \t]*/g, ' ') : body,
      });
    }
  };
  for (const match of normalized.matchAll(separator)) {
    push(match.index);
    cursor = match.index + match[0].length;
  }
  push(normalized.length);
  return paragraphs;
}

/** Cuts `text` into pages of about `pageSize` characters, never inside a word. */
export function paginate(text: string, pageSize: number): TextPage[] {
  const size = Math.max(200, Math.floor(pageSize));
  const pages: TextPage[] = [];
  let current: TextPage | null = null;
  let used = 0;
  const open = (start: number) => {
    current = { start, paragraphs: [] };
    pages.push(current);
    used = 0;
  };

  for (const paragraph of splitParagraphs(text)) {
    let rest = paragraph.text;
    let offset = paragraph.start;
    while (rest.length > 0) {
      if (!current || used >= size) open(offset);
      const room = size - used;
      if (rest.length <= room || (used === 0 && rest.length <= size * 1.15)) {
        current!.paragraphs.push(rest);
        used += rest.length;
        break;
      }
      if (used > 0 && room < size * 0.25) {
        // Too little room left for a useful piece: start the paragraph on the next page.
        open(offset);
        continue;
      }
      const cut = cutAt(rest, room);
      current!.paragraphs.push(rest.slice(0, cut).trimEnd());
      used = size;
      const skipped = rest.slice(cut).length - rest.slice(cut).trimStart().length;
      offset += cut + skipped;
      rest = rest.slice(cut + skipped);
    }
  }
  if (pages.length === 0) pages.push({ start: 0, paragraphs: [] });
  return pages;
}

/** The last space before `limit` (or `limit` itself in a text without spaces). */
function cutAt(text: string, limit: number): number {
  const space = text.lastIndexOf(' ', limit);
  return space > limit * 0.5 ? space : limit;
}

/** The page that holds `offset` (the one whose start is the last at or before it). */
export function pageIndexOf(pages: TextPage[], offset: number): number {
  let low = 0;
  let high = pages.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (pages[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Characters per page for a text size: larger letters, fewer characters. */
export function pageSizeFor(fontScale: number, base = 2200): number {
  return Math.round(base / (fontScale * fontScale));
}
