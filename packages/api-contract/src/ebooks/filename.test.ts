import { describe, expect, it } from 'vitest';
import { ebookFilename } from './filename';

describe('download names', () => {
  it('keep Tamil and Sinhala titles as they are written', () => {
    expect(ebookFilename('திருக்குறள்', 'pdf')).toBe('திருக்குறள்.pdf');
    expect(ebookFilename('මඩොල් දූව', 'epub')).toBe('මඩොල් දූව.epub');
    expect(ebookFilename('Pride and Prejudice', 'txt')).toBe('Pride and Prejudice.txt');
  });

  it('remove only what file systems refuse', () => {
    expect(ebookFilename('A/B: "C"?\n', 'pdf')).toBe('A B C.pdf');
    expect(ebookFilename('../../etc/passwd', 'txt')).toBe('etc passwd.txt');
    expect(ebookFilename('  ', 'pdf', 'ebook-7')).toBe('ebook-7.pdf');
  });

  it('cut long titles between whole letters', () => {
    const title = 'கண்ணன்பாட்டு'.repeat(40);
    const name = ebookFilename(title, 'pdf');
    const base = name.slice(0, -'.pdf'.length);
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(204);
    expect(title.startsWith(base)).toBe(true);
    const boundaries = [
      ...new Intl.Segmenter('ta', { granularity: 'grapheme' }).segment(title),
    ].map((s) => s.index);
    expect(boundaries).toContain(base.length);
  });
});
