import { describe, expect, it } from 'vitest';
import { libraryDateTime, libraryDay, libraryTime } from './dates';

// 23:30 in UTC is 05:00 the next morning in Jaffna (UTC+05:30), and 15:30 the day before in
// Los Angeles: whatever zone the device is set to, staff see the library's clock.
const instant = '2026-11-26T23:30:00.000Z';

describe('the library clock on staff screens', () => {
  it('shows the time of day in Jaffna, on a 24-hour clock', () => {
    expect(libraryTime(instant, 'en')).toBe('05:00');
    expect(libraryTime(instant, 'ta')).toBe('05:00');
    // Sinhala writes the hour and minute apart with a point.
    expect(libraryTime(instant, 'si')).toMatch(/^05[:.]00$/);
  });

  it('shows a moment with the library’s day, not the device’s', () => {
    expect(libraryDateTime(instant, 'en')).toMatch(/^27 Nov 2026, 05:00$/);
    expect(libraryDay(instant, 'en')).toBe('27 Nov 2026');
  });
});
