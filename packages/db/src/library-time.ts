/**
 * The library's clock, the one home of its time zone: wall-clock time in Jaffna (UTC+05:30 all
 * year) and the instants it names. Browser-safe and below everything (`@app/db/library-time`,
 * re-exported for the web as `@app/api-contract/library-time`): it imports nothing, so SQL,
 * the contract, the API, the seed and the web read the same clock. ESLint refuses the zone's
 * name written anywhere else (eslint.config.js).
 */

/** The library's time zone (IANA): 'today', due dates, scans today, event times, the calendar. */
export const LIBRARY_TIME_ZONE = 'Asia/Colombo';

/** A wall-clock reading: month 1–12, hour 0–23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a format is slow; one per zone serves every reading.
const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** `instant` as the wall clock of `zone` (the library's unless named) shows it. */
export function wallClock(instant: Date, zone: string = LIBRARY_TIME_ZONE): WallClock {
  const parts = partFormat(zone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The UTC offset of `zone` at `instant`, in minutes (the library's: +330). */
export function utcOffsetMinutes(instant: Date, zone: string = LIBRARY_TIME_ZONE): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time in `zone` names ('25 January 2025, 14:00 in Jaffna'). The
 * offset is read twice, so a time next to a daylight-saving change in another zone lands right.
 */
export function wallClockToInstant(
  clock: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number },
  zone: string = LIBRARY_TIME_ZONE,
): Date {
  const wall = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second ?? 0,
  );
  const guess = new Date(wall - utcOffsetMinutes(new Date(wall), zone) * 60_000);
  return new Date(wall - utcOffsetMinutes(guess, zone) * 60_000);
}

/**
 * Hours and minutes on the library's clock in `language` ('2:30 PM', 'பி.ப. 2:30'), wherever
 * the device thinks it is.
 */
export function libraryTimeOfDay(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: LIBRARY_TIME_ZONE,
  });
}

/** The library's date of `instant` as digits, `YYYYMMDD` (an SKU's date part). */
export function libraryDateDigits(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/**
 * The instant a date of the library's calendar (`2026-11-24`) begins there, or `days` days
 * later: a filter's whole day runs from `libraryDayStart(date)` to `libraryDayStart(date, 1)`.
 */
export function libraryDayStart(date: string, days = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return wallClockToInstant({ year, month, day: day + days, hour: 0, minute: 0 });
}
