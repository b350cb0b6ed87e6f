import { describe, expect, it } from 'vitest';
import {
  decodeText,
  isHardWrapped,
  pageIndexOf,
  paginate,
  pageSizeFor,
  splitParagraphs,
} from './txt-pagination';

const tamil = 'யாதும் ஊரே யாவரும் கேளிர் தீதும் நன்றும் பிறர்தர வாரா';

describe('plain-text pages', () => {
  it('decodes UTF-8 with or without a byte-order mark, and UTF-16 by its mark', () => {
    const utf8 = new TextEncoder().encode(tamil);
    expect(decodeText(utf8.buffer as ArrayBuffer)).toBe(tamil);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeText(withBom.buffer)).toBe(tamil);
    const utf16 = new Uint8Array(2 + tamil.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < tamil.length; i += 1) {
      const code = tamil.charCodeAt(i);
      utf16[2 + i * 2] = code & 0xff;
      utf16[3 + i * 2] = code >> 8;
    }
    expect(decodeText(utf16.buffer)).toBe(tamil);
  });

  it('keeps the line breaks of poetry and joins the hard-wrapped lines of prose', () => {
    const poem = Array.from({ length: 12 }, (_, i) => `${tamil.slice(0, 10 + i)}`).join('\n');
    expect(isHardWrapped(poem)).toBe(false);
    expect(splitParagraphs(poem)[0]!.text).toContain('\n');

    const line = 'It is a truth universally acknowledged, that a single man in possession';
    const prose = Array.from({ length: 12 }, () => line).join('\n');
    expect(isHardWrapped(prose)).toBe(true);
    expect(splitParagraphs(prose)[0]!.text).not.toContain('\n');
  });

  it('splits on blank lines and remembers where each paragraph starts', () => {
    const text = 'First paragraph.\n\n\nSecond one.\r\n\r\nThird.';
    const paragraphs = splitParagraphs(text);
    expect(paragraphs.map((p) => p.text)).toEqual(['First paragraph.', 'Second one.', 'Third.']);
    const normalized = text.replace(/\r\n?/g, '\n');
    for (const p of paragraphs)
      expect(normalized.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it('fills pages with whole paragraphs and cuts a long one between words', () => {
    const paragraph = `${tamil} `.repeat(40).trim();
    const text = Array.from({ length: 10 }, () => paragraph).join('\n\n');
    const pages = paginate(text, 1000);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const length = page.paragraphs.join('').length;
      expect(length).toBeLessThanOrEqual(1000 * 1.15);
      for (const piece of page.paragraphs) expect(piece).toBe(piece.trim());
    }
    // Every word survives, in order.
    const words = pages.flatMap((p) => p.paragraphs.join(' ').split(/\s+/));
    expect(words).toEqual(text.split(/\s+/));
    // Page starts point at the text they show.
    for (const page of pages) {
      const first = page.paragraphs[0]!.slice(0, 20);
      expect(text.slice(page.start, page.start + first.length)).toBe(first);
    }
  });

  it('finds the page of a saved offset, so a position survives a change of text size', () => {
    const text = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${'word '.repeat(60)}`).join(
      '\n\n',
    );
    const small = paginate(text, pageSizeFor(1));
    const large = paginate(text, pageSizeFor(1.6));
    expect(large.length).toBeGreaterThan(small.length);
    const offset = small[3]!.start;
    const page = large[pageIndexOf(large, offset)]!;
    expect(page.start).toBeLessThanOrEqual(offset);
    expect(pageIndexOf(large, 0)).toBe(0);
    expect(pageIndexOf(large, text.length)).toBe(large.length - 1);
  });

  it('gives an empty text one empty page', () => {
    expect(paginate('', 1000)).toEqual([{ start: 0, paragraphs: [] }]);
  });
});
