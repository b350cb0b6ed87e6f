import { describe, expect, it } from 'vitest';
import { eventStartsAt } from './starts-at';

describe('eventStartsAt', () => {
  it('reads the spec’s free text as Jaffna wall-clock time (UTC+05:30)', () => {
    expect(eventStartsAt('Jan 25, 2025', '2:00 PM')?.toISOString()).toBe(
      '2025-01-25T08:30:00.000Z',
    );
  });

  it.each([
    ['January 25, 2025', '2 pm', '2025-01-25T08:30:00.000Z'],
    ['25 Jan 2025', '14:00', '2025-01-25T08:30:00.000Z'],
    ['2025-01-25', '9.30 a.m.', '2025-01-25T04:00:00.000Z'],
    ['Sept 3 2026', '10:00', '2026-09-03T04:30:00.000Z'],
    ['Dec 1st, 2026', '12:00 AM', '2026-11-30T18:30:00.000Z'],
    ['Nov 24, 2026', '12:15 PM', '2026-11-24T06:45:00.000Z'],
    ['Nov 24, 2026', '4:00 PM – 6:00 PM', '2026-11-24T10:30:00.000Z'],
  ])('reads %s at %s', (date, time, expected) => {
    expect(eventStartsAt(date, time)?.toISOString()).toBe(expected);
  });

  it.each([
    ['Every Saturday', '10:00 AM'],
    ['Jan 25, 2025', 'after lunch'],
    ['Feb 30, 2026', '10:00 AM'],
    ['Jan 25, 2025', '7'],
    ['Jan 25, 2025', '13:00 PM'],
    ['Smarch 3, 2026', '10:00'],
    ['Janitor 5, 2026', '10:00'],
  ])('leaves %s at %s without a start rather than guess', (date, time) => {
    expect(eventStartsAt(date, time)).toBeNull();
  });
});
