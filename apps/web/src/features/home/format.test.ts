import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands with commas, as Sri Lanka writes figures in all three languages', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(50)).toBe('50');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(15000)).toBe('15,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(299.6)).toBe('300');
  });
});
