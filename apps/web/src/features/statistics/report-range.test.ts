import { describe, expect, it } from 'vitest';
import { addDays, apiUrl, defaultRange, isValidRange, libraryDate } from './report-range';

describe('report ranges', () => {
  it('reads today on the library’s calendar: 18:30Z is already tomorrow in Jaffna', () => {
    expect(libraryDate(new Date('2026-10-02T18:29:00Z'))).toBe('2026-10-02');
    expect(libraryDate(new Date('2026-10-02T18:30:00Z'))).toBe('2026-10-03');
    expect(defaultRange(new Date('2026-10-30T18:30:00Z'))).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
      interval: 'day',
      branchId: '',
    });
  });

  it('moves dates across months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes what the server takes', () => {
    const range = { from: '2026-01-01', to: '2026-12-31', interval: 'day' } as const;
    expect(isValidRange({ ...range, branchId: '' })).toBe(true);
    expect(isValidRange({ ...range, from: '2027-01-01', branchId: '' })).toBe(false);
    expect(isValidRange({ ...range, from: '2020-01-01', branchId: '' })).toBe(false);
    expect(isValidRange({ ...range, from: '2020-01-01', interval: 'week', branchId: '' })).toBe(
      true,
    );
    expect(isValidRange({ ...range, from: '', branchId: '' })).toBe(false);
  });

  it('leaves empty values out of an address', () => {
    expect(apiUrl('/api/reports/series.csv', { metric: 'loans', branchId: '' })).toBe(
      '/api/reports/series.csv?metric=loans',
    );
  });
});
