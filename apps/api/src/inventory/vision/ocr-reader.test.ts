import { afterAll, describe, expect, it } from 'vitest';
import { renderCoverImage } from '@app/testing/cover-text-images';
import { createOcrCoverReader, isValidIsbn, proposeFromLines, type OcrLine } from './ocr-reader';

const OCR_TIMEOUT = 120_000;
const ocr = createOcrCoverReader();
afterAll(() => ocr.close());

/** Letters only: OCR may drop zero-width joiners or spaces without being wrong. */
function letters(text: string): string {
  return text.normalize('NFC').replace(/[\s\u200C\u200D]/g, '');
}

/** 1 − edit distance / longer length, over code points. */
function similarity(a: string, b: string): number {
  const x = [...letters(a)];
  const y = [...letters(b)];
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return 1 - row[y.length]! / Math.max(x.length, y.length, 1);
}

/** The best match of `expected` among the lines of `text`. */
function bestLine(text: string, expected: string): number {
  return Math.max(0, ...text.split('\n').map((line) => similarity(line, expected)));
}

describe('OCR cover reader', { timeout: OCR_TIMEOUT }, () => {
  it('reads an English cover: title, author after "by", ISBN with hyphens', async () => {
    const cover = await renderCoverImage({
      script: 'latin',
      lines: [
        { text: 'The Wind in the Willows', size: 80 },
        { text: 'by Kenneth Grahame', size: 44 },
        { text: 'Penguin Books', size: 28 },
        { text: 'ISBN 978-0-14-303909-9', size: 26 },
      ],
    });
    const reading = await ocr.read([cover]);
    expect(reading.rawText.replace(/\s+/g, ' ')).toContain('The Wind in the Willows');
    expect(reading).toMatchObject({
      engine: 'ocr',
      engineDetail: 'tesseract eng+tam+sin',
      fallbackReason: null,
      title: { value: 'The Wind in the Willows' },
      author: { value: 'Kenneth Grahame' },
      isbn: { value: '9780143039099' },
      publisher: { value: 'Penguin Books' },
      language: { value: 'en' },
    });
    expect(reading.title.confidence).toBeGreaterThan(0.7);
    expect(reading.author.confidence).toBeGreaterThan(0.7);
    expect(reading.language.confidence).toBeGreaterThan(0.5);
  });

  it('reads a Tamil cover and takes the next tallest line as the author', async () => {
    const cover = await renderCoverImage({
      script: 'tamil',
      lines: [
        { text: 'திருக்குறள்', size: 96 },
        { text: 'திருவள்ளுவர்', size: 52 },
      ],
      format: 'jpeg',
    });
    const reading = await ocr.read([cover]);
    expect(bestLine(reading.rawText, 'திருக்குறள்')).toBeGreaterThan(0.8);
    expect(similarity(reading.title.value ?? '', 'திருக்குறள்')).toBeGreaterThan(0.8);
    expect(similarity(reading.author.value ?? '', 'திருவள்ளுவர்')).toBeGreaterThan(0.8);
    expect(reading.language.value).toBe('ta');
    expect(reading.rawText).not.toContain('\u200C');
  });

  it('reads a Tamil author after the எழுதியவர் marker', async () => {
    const cover = await renderCoverImage({
      script: 'tamil',
      lines: [
        { text: 'பொன்னியின் செல்வன்', size: 88 },
        { text: 'எழுதியவர்: கல்கி', size: 48 },
      ],
    });
    const reading = await ocr.read([cover]);
    expect(similarity(reading.title.value ?? '', 'பொன்னியின் செல்வன்')).toBeGreaterThan(0.8);
    expect(similarity(reading.author.value ?? '', 'கல்கி')).toBeGreaterThan(0.75);
    expect(reading.language.value).toBe('ta');
  });

  it('reads a Sinhala cover', async () => {
    const cover = await renderCoverImage({
      script: 'sinhala',
      lines: [
        { text: 'මඩොල් දූව', size: 96 },
        { text: 'මාර්ටින් වික්‍රමසිංහ', size: 52 },
      ],
      format: 'webp',
    });
    const reading = await ocr.read([cover]);
    expect(bestLine(reading.rawText, 'මඩොල් දූව')).toBeGreaterThan(0.8);
    expect(similarity(reading.title.value ?? '', 'මඩොල් දූව')).toBeGreaterThan(0.8);
    expect(similarity(reading.author.value ?? '', 'මාර්ටින් වික්‍රමසිංහ')).toBeGreaterThan(0.8);
    expect(reading.language.value).toBe('si');
  });

  it('combines photos: title from the front, ISBN from the back; reads in parallel safely', async () => {
    const [front, back] = await Promise.all([
      renderCoverImage({
        script: 'sinhala',
        lines: [
          { text: 'මඩොල් දූව', size: 96 },
          { text: 'මාර්ටින් වික්‍රමසිංහ', size: 52 },
        ],
      }),
      renderCoverImage({
        script: 'latin',
        lines: [
          // Much larger (120 px) and tesseract drops the ISBN line below it altogether.
          { text: 'Rs. 450.00', size: 80 },
          { text: 'ISBN 955-20-0123-4', size: 32 },
        ],
      }),
    ]);
    const [both, alone] = await Promise.all([ocr.read([front!, back!]), ocr.read([back!])]);
    expect(similarity(both.title.value ?? '', 'මඩොල් දූව')).toBeGreaterThan(0.8);
    expect(both.isbn.value).toBe('9552001234');
    expect(both.language.value).toBe('si');
    expect(both.rawText.split('\n\n')).toHaveLength(2);
    // A price is never a title, however large.
    expect(alone.title.value).toBeNull();
    expect(alone.isbn.value).toBe('9552001234');
  });
});

describe('proposals from OCR lines', () => {
  const line = (text: string, height: number, image = 0, confidence = 0.9): OcrLine => ({
    text,
    height,
    confidence,
    image,
  });

  it('joins a two-line title and skips publisher and price noise', () => {
    const p = proposeFromLines([
      line('PENGUIN BOOKS', 0.2),
      line('Twenty Thousand', 0.12),
      line('Leagues Under the Sea', 0.11),
      line('Jules Verne', 0.06),
      line('Rs. 350.00', 0.08),
    ]);
    expect(p.title.value).toBe('Twenty Thousand Leagues Under the Sea');
    expect(p.author).toEqual({ value: 'Jules Verne', confidence: expect.closeTo(0.54, 5) });
  });

  it('takes the author from the line after a lone marker', () => {
    const p = proposeFromLines([line('கதை', 0.1), line('කතෘ', 0.04), line('ලියනගේ', 0.04)]);
    expect(p.author.value).toBe('ලියනගේ');
    expect(p.language.value).toBe('ta');
  });

  it('ignores unreadable lines and finds nothing in nothing', () => {
    const p = proposeFromLines([line('~ ,', 0.3), line('Mostly noise', 0.3, 0, 0.1)]);
    expect(p.title).toEqual({ value: null, confidence: 0 });
    expect(p.language.value).toBe('en');
    expect(proposeFromLines([]).language).toEqual({ value: null, confidence: 0 });
  });

  it('validates ISBN check digits', () => {
    expect(isValidIsbn('9780143039099')).toBe(true);
    expect(isValidIsbn('9780143039096')).toBe(false);
    expect(isValidIsbn('080442957X')).toBe(true);
    expect(isValidIsbn('0804429570')).toBe(false);
    const p = proposeFromLines([line('ISBN 978-0-14-303909-6 / 0-8044-2957-X', 0.02)]);
    expect(p.isbn.value).toBe('080442957X');
  });
});
