import { LIBRARY_TIME_ZONE, wallClockToInstant } from '@app/api-contract/library-time';
import { numberFormat, type Language } from '@app/i18n';
import { localeFor } from '../../lib/dates';
import type { ReportRange } from './report-range';

const bucketFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A bucket's first day as its axis and table show it: `5 Oct` for days and weeks, `Oct 2026`
 * for months, in the reader's language. The date is the library's; noon of it in Jaffna is
 * formatted there, so no zone moves it to another day.
 */
export function bucketLabel(t: string, interval: ReportRange['interval'], language: Language) {
  const key = `${language}:${interval}`;
  let format = bucketFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      localeFor(language),
      interval === 'month'
        ? { month: 'short', year: 'numeric', timeZone: LIBRARY_TIME_ZONE }
        : { day: 'numeric', month: 'short', timeZone: LIBRARY_TIME_ZONE },
    );
    bucketFormats.set(key, format);
  }
  const [year, month, day] = t.split('-').map(Number) as [number, number, number];
  return format.format(wallClockToInstant({ year, month, day, hour: 12, minute: 0 }));
}

/** Whole numbers in the reader's language. */
export function countFormat(language: Language): (value: number) => string {
  const format = numberFormat(localeFor(language));
  return (value) => format.format(value);
}
