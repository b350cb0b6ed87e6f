import { describe, expect, it } from 'vitest';
import { formatCount, formatRating } from './format';

const languages = ['en', 'si', 'ta'] as const;

describe('formatCount', () => {
  it('groups thousands with commas, as Sri Lanka writes figures in all three languages', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(50)).toBe('50');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(15000)).toBe('15,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(299.6)).toBe('300');
  });

  it('agrees with Intl.NumberFormat in English and Sinhala', () => {
    for (const language of ['en', 'si']) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
      for (const value of [0, 7, 999, 1000, 15000, 50000, 1234567, 299.6]) {
        expect(formatCount(value)).toBe(intl.format(value));
      }
    }
  });
});

describe('formatRating', () => {
  it('writes exactly what Intl.NumberFormat writes with one decimal, in every language', () => {
    for (const language of languages) {
      const intl = new Intl.NumberFormat(language, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
        const value = hundredths / 100;
        expect(formatRating(value), `${value} in ${language}`).toBe(intl.format(value));
      }
    }
  });

  it('shows 0.0 for a rating that is not a number', () => {
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(formatRating(Number.POSITIVE_INFINITY)).toBe('0.0');
  });
});
