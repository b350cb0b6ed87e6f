/**
 * The library's clock: wall-clock time in its time zone (Asia/Colombo, UTC+05:30) and the
 * instants it names. Browser-safe (`@app/api-contract/library-time`): it imports nothing but
 * the zone's name, so the web, the contract and the API read the clock the same way.
 */
import { LIBRARY_TIME_ZONE } from '@app/db/constants';

export { LIBRARY_TIME_ZONE };

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

/** The UTC offset of `zone` at `instant`, in minutes (Asia/Colombo: +330). */
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
