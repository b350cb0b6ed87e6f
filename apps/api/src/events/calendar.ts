import type { Event } from '@app/db';
import { LIBRARY_TIME_ZONE, wallClock } from '@app/db/library-time';
import ical, {
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';

/** An event as the calendar needs it: with a start, and where it happens. */
export type CalendarEvent = Event & { branchName: string | null; branchAddress: string | null };

/** Events whose length nobody entered are shown as an hour long. */
export const DEFAULT_DURATION_MINUTES = 60;

/**
 * RFC 5545 wants a VTIMEZONE for every TZID used. Sri Lanka has kept +05:30 without daylight
 * saving since 2006, so one STANDARD rule describes every event the library will hold (the same
 * definition tzurl.org publishes for the library's zone; another zone would need its own).
 */
function vtimezone(zone: string): string | null {
  if (zone !== LIBRARY_TIME_ZONE) return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${LIBRARY_TIME_ZONE}`,
    `X-LIC-LOCATION:${LIBRARY_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:+0530',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An RFC 5545 TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break
 * written as `\n`, other control characters dropped. ical-generator escapes the properties of
 * events itself but writes the calendar's name (`NAME`, `X-WR-CALNAME`) as given, and a single
 * event's calendar is named after its title: unescaped, a line break there would let a title
 * add its own lines (a forged `BEGIN:VEVENT`) to every subscriber's calendar.
 */
export function icalText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * `instant` as wall-clock time in `zone`, in the shape of a Temporal.ZonedDateTime (which
 * ical-generator supports). A plain Date with a TZID would be written in the server process's
 * own time zone instead, so DTSTART would be wrong on any machine not set to the library's.
 */
function zoned(instant: Date, zone: string): ICalTemporalZonedDateTimeStub {
  const { year, month, day, hour, minute, second } = wallClock(instant, zone);
  const dateText = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const localText = `${dateText}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const plain: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second,
    toJSON: () => localText,
    toString: () => localText,
    toPlainDate: () => ({ year, month, day, toJSON: () => dateText, toString: () => dateText }),
    toZonedDateTime: (timeZone: string) => zoned(instant, timeZone),
  };
  const self: ICalTemporalZonedDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second,
    timeZoneId: zone,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: (timeZone: string) => zoned(instant, timeZone),
    }),
    toJSON: () => instant.toISOString(),
    toPlainDateTime: () => plain,
    toString: () => `${localText}[${zone}]`,
    withTimeZone: (timeZone: string) => (timeZone === zone ? self : zoned(instant, timeZone)),
  };
  return self;
}

/**
 * An iCalendar (RFC 5545) document of `events`, each starting at its `startsAt` as the
 * library's wall-clock time (`DTSTART;TZID=<its zone>:…`), with a UID stable across downloads
 * so a calendar app updates an event instead of adding it twice.
 */
export function eventsCalendar(
  events: CalendarEvent[],
  options: { publicOrigin: string; name: string },
): string {
  const origin = new URL(options.publicOrigin);
  const calendar = ical({
    name: icalText(options.name),
    prodId: { company: 'Jaffna Public Library', product: 'Events', language: 'EN' },
    // No calendar-wide zone name: it would also strip the Z from DTSTAMP, which must be UTC.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.x('X-WR-TIMEZONE', LIBRARY_TIME_ZONE);
  for (const event of events) {
    if (!event.startsAt) continue;
    const minutes = event.durationMinutes ?? DEFAULT_DURATION_MINUTES;
    const end = new Date(event.startsAt.getTime() + minutes * 60_000);
    calendar.createEvent({
      id: `event-${event.id}@${origin.hostname}`,
      start: zoned(event.startsAt, LIBRARY_TIME_ZONE),
      end: zoned(end, LIBRARY_TIME_ZONE),
      timezone: LIBRARY_TIME_ZONE,
      stamp: event.createdAt,
      summary: event.title,
      description: event.description ?? undefined,
      location: [event.branchName, event.branchAddress].filter(Boolean).join(', ') || undefined,
      categories: [{ name: event.category }],
      url: new URL('/#events', origin).toString(),
    });
  }
  return calendar.toString();
}

/** A readable .ics file name from the event's title, in its own script. */
export function calendarFilename(title: string): string {
  const base = title
    .normalize('NFC')
    // Characters file systems refuse, and quotes.
    .replace(/[\\/:*?"<>|]+/g, ' ')
    // Control characters (C0, DEL, C1).
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${base || 'event'}.ics`;
}
