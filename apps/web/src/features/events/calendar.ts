import { wallClock } from '@app/api-contract/library-time';

/** iCalendar feed of every event (GET /api/events.ics): a calendar app subscribes to it. */
export const EVENTS_FEED_URL = '/api/events.ics';

/** One event as an .ics file, the "add to calendar" link. */
export function eventCalendarUrl(id: number): string {
  return `/api/events/${id}/ics`;
}

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
  const local = wallClock(instant);
  return {
    year: local.year,
    month: MONTH_KEYS[local.month - 1]!,
    day: local.day,
    hour: String(local.hour % 12 || 12),
    minute: String(local.minute).padStart(2, '0'),
    pm: local.hour >= 12,
  };
}
