/** iCalendar feed of every event (GET /api/events.ics): a calendar app subscribes to it. */
export const EVENTS_FEED_URL = '/api/events.ics';

/** One event as an .ics file, the "add to calendar" link. */
export function eventCalendarUrl(id: number): string {
  return `/api/events/${id}/ics`;
}

/** Sri Lanka's clock, the library's: UTC+5:30 all year (no daylight saving). */
const LIBRARY_UTC_OFFSET_MINUTES = 330;

export const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * An instant as the library's wall clock shows it, in parts the translations assemble
 * ('25 ஜனவரி 2026', 'ප.ව. 2.30'): browsers do not all carry Sinhala and Tamil date formats.
 */
export function libraryClock(instant: Date) {
  const local = new Date(instant.getTime() + LIBRARY_UTC_OFFSET_MINUTES * 60_000);
  const hours = local.getUTCHours();
  return {
    year: local.getUTCFullYear(),
    month: MONTH_KEYS[local.getUTCMonth()]!,
    day: local.getUTCDate(),
    hour: String(hours % 12 || 12),
    minute: String(local.getUTCMinutes()).padStart(2, '0'),
    pm: hours >= 12,
  };
}
