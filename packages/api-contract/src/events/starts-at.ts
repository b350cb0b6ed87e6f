import { LIBRARY_TIME_ZONE, wallClockToInstant } from '@app/db/library-time';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'Jan', 'January', 'Sept' → 1, 1, 9; anything else → null. */
function monthNumber(word: string): number | null {
  const w = word.toLowerCase();
  const index = MONTHS.findIndex(
    (month) => month === w || month.slice(0, 3) === w || (month === 'september' && w === 'sept'),
  );
  return index === -1 ? null : index + 1;
}

/** 'Jan 25, 2025', 'January 25 2025', '25 Jan 2025', '2025-01-25' → [year, month, day]. */
function parseDate(text: string): [number, number, number] | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? [Number(m[3]), month, Number(m[2])] : null;
  }
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? [Number(m[3]), month, Number(m[1])] : null;
  }
  return null;
}

/**
 * '2:00 PM', '2 pm', '14:00', '9.30 a.m.' → [hours, minutes] on a 24-hour clock. A range
 * ('2:00 PM – 4:00 PM') gives its start.
 */
function parseTime(text: string): [number, number] | null {
  const t = text
    .split(/\s*(?:-|–|—|\bto\b)\s*/i)[0]!
    .trim()
    .toLowerCase()
    .replace(/(\d)\.(\d{2})/, '$1:$2')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ');
  const m = /^(\d{1,2})(?:[:h](\d{2}))? ?(am|pm)?$/.exec(t);
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = m[2] ? Number(m[2]) : 0;
  const meridiem = m[3];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23 || !m[2]) {
    // A bare number without am/pm or minutes ('7') is too ambiguous to put in a calendar.
    return null;
  }
  return [hours, minutes];
}

/**
 * The instant an event starts, read from the free-text date and time staff type ('Jan 25,
 * 2025' and '2:00 PM'), as wall-clock time in the library's time zone. Null when the text is
 * not a date and time we can read without guessing (calendars then leave the event out).
 */
export function eventStartsAt(
  date: string,
  time: string,
  zone: string = LIBRARY_TIME_ZONE,
): Date | null {
  const day = parseDate(date);
  const clock = parseTime(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day;
  const check = new Date(Date.UTC(year, month - 1, dayOfMonth));
  // Reject 'Feb 30' rather than letting Date roll it into March.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  if (year < 1900 || year > 2200) return null;
  return wallClockToInstant(
    { year, month, day: dayOfMonth, hour: clock[0], minute: clock[1] },
    zone,
  );
}
