import { LIBRARY_TIME_ZONE } from '@app/db/library-time';
import { SEED_NOW } from '@app/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * What the REST skin adds to the events router (its behaviour is tested beside it, in
 * packages/api-contract): the iCalendar files, statuses, path coercion and the error body.
 */
let api: TestApi<'staff'>;
let app: TestApi<'staff'>['app'];
beforeAll(async () => {
  api = await startTestApi({
    env: { PUBLIC_ORIGIN: 'https://library.example.lk' },
    roles: { staff: 'librarian' },
  });
  app = api.app;
});
afterAll(() => api.close());

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** RFC 5545 content lines: CRLF endings, folded lines (CRLF + space) joined back. */
function contentLines(body: string): string[] {
  expect(body).not.toMatch(/[^\r]\n/);
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** Each VEVENT as a map of property name (with parameters) → value. */
function vevents(body: string): Map<string, string>[] {
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of contentLines(body)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return events;
}

/** Wall-clock time in Jaffna as iCalendar writes it: 20261124T143000. */
function jaffnaLocal(instant: Date): string {
  const local = new Date(instant.getTime() + 330 * 60_000).toISOString();
  return local.slice(0, 19).replace(/[-:]/g, '');
}

describe('GET /api/events.ics', () => {
  it('is a calendar of every event with a known start, in Jaffna time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = res.body;
    const lines = contentLines(body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    // The zone every DTSTART names is defined in the file.
    expect(lines).toContain(`TZID:${LIBRARY_TIME_ZONE}`);
    expect(lines).toContain('TZOFFSETTO:+0530');

    const rows = await api.db
      .selectFrom('events')
      .selectAll()
      .where('startsAt', 'is not', null)
      .orderBy('startsAt')
      .execute();
    expect(rows).toHaveLength(10);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(rows.length);

    const events = vevents(body);
    events.forEach((event, i) => {
      const row = rows[i]!;
      expect(event.get('UID')).toBe(`event-${row.id}@library.example.lk`);
      expect(event.get('SUMMARY')).toBe(row.title.replace(/[,;]/g, (c) => `\\${c}`));
      expect(event.get(`DTSTART;TZID=${LIBRARY_TIME_ZONE}`)).toBe(jaffnaLocal(row.startsAt!));
      const end = new Date(row.startsAt!.getTime() + row.durationMinutes! * 60_000);
      expect(event.get(`DTEND;TZID=${LIBRARY_TIME_ZONE}`)).toBe(jaffnaLocal(end));
      expect(event.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get('CATEGORIES')).toBe(row.category);
      expect(event.get('URL;VALUE=URI')).toBe('https://library.example.lk/#events');
    });
    // The first seeded event is three days after the seed, at its local start time.
    expect(rows[0]!.startsAt!.getTime() - SEED_NOW.getTime()).toBeGreaterThan(0);
    expect(events[0]!.get('LOCATION')).toMatch(/Library|Branch/);
  });

  it('writes the same local times whatever time zone the server runs in', async () => {
    process.env.TZ = 'America/New_York';
    const newYork = (await app.inject({ method: 'GET', url: '/api/events.ics' })).body;
    process.env.TZ = 'UTC';
    const utc = (await app.inject({ method: 'GET', url: '/api/events.ics' })).body;
    expect(newYork).toBe(utc);
  });
});

describe('GET /api/events/:id/ics', () => {
  it('is one event as a file to add to a calendar, named after it in its own script', async () => {
    const created = await api.db
      .insertInto('events')
      .values({
        title: 'பாரதியார் கவிதை மாலை: "ஓடி விளையாடு பாப்பா"',
        description: 'Songs, recitation; all welcome',
        date: 'Dec 11, 2026',
        time: '4:00 PM',
        category: 'Special',
        startsAt: new Date('2026-12-11T10:30:00Z'),
        durationMinutes: 90,
        branchId: 'JPL',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/events/${created.id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.ics"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('பாரதியார் கவிதை மாலை ஓடி விளையாடு பாப்பா.ics');

    const events = vevents(res.body);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.get(`DTSTART;TZID=${LIBRARY_TIME_ZONE}`)).toBe('20261211T160000');
    expect(event.get(`DTEND;TZID=${LIBRARY_TIME_ZONE}`)).toBe('20261211T173000');
    expect(event.get('SUMMARY')).toBe('பாரதியார் கவிதை மாலை: "ஓடி விளையாடு பாப்பா"');
    expect(event.get('DESCRIPTION')).toBe('Songs\\, recitation\\; all welcome');
    expect(event.get('LOCATION')).toContain('Jaffna Public Library');
  });

  it('gives an event without a length one hour', async () => {
    const created = await api.db
      .insertInto('events')
      .values({
        title: 'Short talk',
        date: 'Dec 12, 2026',
        time: '10:00 AM',
        category: 'Discussion',
        startsAt: new Date('2026-12-12T04:30:00Z'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const [event] = vevents(
      (await app.inject({ method: 'GET', url: `/api/events/${created.id}/ics` })).body,
    );
    expect(event!.get(`DTSTART;TZID=${LIBRARY_TIME_ZONE}`)).toBe('20261212T100000');
    expect(event!.get(`DTEND;TZID=${LIBRARY_TIME_ZONE}`)).toBe('20261212T110000');
  });

  it('answers 404 with a reason for an event without a readable date, and for none', async () => {
    const vague = await api.db
      .insertInto('events')
      .values({ title: 'Someday', date: 'TBA', time: 'TBA', category: 'Special' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/events/${vague.id}/ics` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      appCode: 'EVENT_DATE_UNKNOWN',
      message: 'This event has no fixed date and time yet, so it cannot be added to a calendar.',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/events/999999/ics' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().appCode).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/events/abc/ics' })).statusCode).toBe(400);
  });
});

describe('/api/admin/events', () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie: api.cookies.staff } });
  const event = { title: 'Talk', date: 'Jan 25, 2027', time: '2:00 PM', category: 'Discussion' };

  it('adds an event with 201 and its start as an ISO instant; a bad one answers 400', async () => {
    const created = await send('POST', '/api/admin/events', event);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      startsAt: '2027-01-25T08:30:00.000Z',
      maxAttendees: 50,
    });
    const refused = await send('POST', '/api/admin/events', { ...event, branchId: 'XXX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { branchId: [expect.any(String)] },
    });
    expect((await send('PUT', '/api/admin/events/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it("deletes an event sent as the spec's client sends it: a JSON content type and no body", async () => {
    const { id } = (await send('POST', '/api/admin/events', event)).json<{ id: number }>();
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${id}`,
      headers: { cookie: api.cookies.staff, 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id });
    expect(await api.db.selectFrom('events').where('id', '=', id).select('id').execute()).toEqual(
      [],
    );
  });
});
