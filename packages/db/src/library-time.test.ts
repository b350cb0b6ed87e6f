import { describe, expect, it } from 'vitest';
import {
  libraryDateDigits,
  libraryDayStart,
  libraryTimeOfDay,
  LIBRARY_TIME_ZONE,
  utcOffsetMinutes,
  wallClock,
  wallClockToInstant,
} from './library-time';

describe('the library’s clock', () => {
  it('is Jaffna’s: a zone every runtime knows by that name, UTC+05:30 all year', () => {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: LIBRARY_TIME_ZONE });
    expect(resolved.resolvedOptions().timeZone).toBe(LIBRARY_TIME_ZONE);
    expect(utcOffsetMinutes(new Date('2026-01-15T00:00:00Z'))).toBe(330);
    expect(utcOffsetMinutes(new Date('2026-07-15T00:00:00Z'))).toBe(330);
  });

  it('reads an instant as Jaffna’s wall clock; late evening in UTC is the next morning there', () => {
    expect(wallClock(new Date('2026-12-31T20:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 1,
      minute: 30,
      second: 0,
    });
    expect(wallClock(new Date('2026-03-01T18:30:00Z')).hour).toBe(0);
  });

  it('turns a wall-clock time back into the instant it names', () => {
    const instant = wallClockToInstant({ year: 2025, month: 1, day: 25, hour: 14, minute: 0 });
    expect(instant.toISOString()).toBe('2025-01-25T08:30:00.000Z');
  });

  it('lands right next to a daylight-saving change in a zone that has one', () => {
    // London moved to BST at 01:00 UTC on 29 March 2026: 09:00 that day is 08:00 UTC.
    const zone = 'Europe/London';
    const clock = { year: 2026, month: 3, day: 29, hour: 9, minute: 0 };
    expect(wallClockToInstant(clock, zone).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(wallClockToInstant({ ...clock, day: 28 }, zone).toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
  });

  it('writes the library’s date as digits: late evening in UTC is already the next day', () => {
    expect(libraryDateDigits(new Date('2026-12-31T18:29:59Z'))).toBe('20261231');
    expect(libraryDateDigits(new Date('2026-12-31T18:30:00Z'))).toBe('20270101');
  });

  it('finds where a day of the library’s calendar begins, and the next one', () => {
    expect(libraryDayStart('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(libraryDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('shows a time of day on Jaffna’s clock, in the reader’s language', () => {
    expect(libraryTimeOfDay('en').format(new Date('2026-01-25T08:30:00Z'))).toBe('2:00 PM');
  });
});
