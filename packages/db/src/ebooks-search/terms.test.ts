import { describe, expect, it } from 'vitest';
import { totalFromWordCounts, type SearchGroup } from './terms';

/** Groups from words: `a|b c` is one group, a word of two alternatives and a word; `x*` a prefix. */
const groups = (...texts: string[]): SearchGroup[] =>
  texts.map((text) =>
    text
      .split(' ')
      .map((term) =>
        term
          .split('|')
          .map((word) => ({ lexeme: word.replace('*', ''), prefix: word.endsWith('*') })),
      ),
  );
const counts = new Map([
  ['river', 7336],
  ['sourney', 1700],
  ['liprary', 7240],
  ['kanavu', 7000],
  ['kanavuk', 40],
]);

describe('totalFromWordCounts', () => {
  it('reads the total of one word, or of the only word held among its alternatives', () => {
    expect(totalFromWordCounts(groups('river'), counts)).toBe(7336);
    expect(totalFromWordCounts(groups('lipary|liprary'), counts)).toBe(7240);
    // The native and the romanised group come down to the same word.
    expect(totalFromWordCounts(groups('rivers', 'river'), counts)).toBe(7336);
  });

  it('says 0 when every group has a word no book holds', () => {
    expect(totalFromWordCounts(groups('xylophone'), counts)).toBe(0);
    expect(totalFromWordCounts(groups('river xylophone', 'xylophone'), counts)).toBe(0);
  });

  it('cannot tell how many books hold two words, or one of two words', () => {
    expect(totalFromWordCounts(groups('river sourney'), counts)).toBeNull();
    expect(totalFromWordCounts(groups('kanavu|kanavuk'), counts)).toBeNull();
    expect(totalFromWordCounts(groups('river', 'sourney'), counts)).toBeNull();
  });

  it('cannot count a prefix left unwidened', () => {
    expect(totalFromWordCounts(groups('riv*'), counts)).toBeNull();
  });
});
