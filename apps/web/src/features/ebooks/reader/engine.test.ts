import { describe, expect, it } from 'vitest';
import { cssVarName, roundProgress, swipeDirection, findInText } from './engine';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('turning pages by touch', () => {
  it('turns forward on a quick right-to-left swipe and back on left-to-right', () => {
    expect(swipeDirection(at(300, 200, 0), at(180, 210, 200))).toBe('next');
    expect(swipeDirection(at(100, 200, 0), at(260, 190, 200))).toBe('previous');
  });

  it('ignores taps, slow drags and mostly vertical strokes (scrolling)', () => {
    expect(swipeDirection(at(300, 200, 0), at(280, 200, 100))).toBeNull();
    expect(swipeDirection(at(300, 200, 0), at(100, 200, 1500))).toBeNull();
    expect(swipeDirection(at(300, 200, 0), at(220, 400, 200))).toBeNull();
  });
});

describe('reader helpers', () => {
  it('keeps progress between 0 and 100, to a tenth', () => {
    expect(roundProgress(33.333)).toBe(33.3);
    expect(roundProgress(-4)).toBe(0);
    expect(roundProgress(100.4)).toBe(100);
  });

  it('reads the custom property name out of a vanilla-extract variable', () => {
    expect(cssVarName('var(--fontScale__1x2y3z0)')).toBe('--fontScale__1x2y3z0');
    expect(cssVarName('var(--a, 1)')).toBe('--a');
  });
});

describe('findInText', () => {
  it('finds words across case, spacing and line breaks, with the words around them', () => {
    const text = 'The Kural says:\nLearn   thoroughly what\nshould be learnt. Then LEARN more.';
    const hits = findInText(text, 'learn thoroughly');
    expect(hits).toHaveLength(1);
    expect(text.slice(hits[0]!.offset, hits[0]!.offset + 5)).toBe('Learn');
    expect(findInText(text, 'learn').map((hit) => hit.offset)).toEqual([
      text.indexOf('Learn'),
      text.indexOf('learnt'),
      text.indexOf('LEARN'),
    ]);
    expect(findInText(text, 'learn', 2)).toHaveLength(2);
  });

  it('finds Tamil and Sinhala words, and treats the query as text, not a pattern', () => {
    expect(findInText('கற்க கசடறக் கற்பவை கற்றபின்', 'கசடற')[0]?.excerpt).toContain('கசடறக்');
    expect(findInText('මධුරාවත කවි පොත', 'කවි')).toHaveLength(1);
    expect(findInText('a (b) c', '(b)')).toHaveLength(1);
    expect(findInText('abc', '.*')).toEqual([]);
    expect(findInText('abc', '   ')).toEqual([]);
  });
});
