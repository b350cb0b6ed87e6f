import { describe, expect, it } from 'vitest';
import { eventCalendarUrl, EVENTS_FEED_URL, libraryClock } from './calendar';

describe('event calendar', () => {
  it('links the feed and one event', () => {
    expect(EVENTS_FEED_URL).toBe('/api/events.ics');
    expect(eventCalendarUrl(42)).toBe('/api/events/42/ics');
  });

  it('reads an instant on the library’s clock (Sri Lanka, UTC+5:30)', () => {
    expect(libraryClock(new Date('2026-01-25T08:30:00Z'))).toEqual({
      year: 2026,
      month: 'jan',
      day: 25,
      hour: '2',
      minute: '00',
      pm: true,
    });
    // Late evening in UTC is already the next morning in Jaffna.
    expect(libraryClock(new Date('2026-12-31T20:00:00Z'))).toMatchObject({
      year: 2027,
      month: 'jan',
      day: 1,
      hour: '1',
      minute: '30',
      pm: false,
    });
  });
});
