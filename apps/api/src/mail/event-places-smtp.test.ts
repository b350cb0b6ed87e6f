import { formatMemberNumber } from '@app/api-contract/members/number';
import { eventPlacesUpkeep } from '@app/api-contract';
import { startJobQueue } from '@app/db';
import { LIBRARY_TIME_ZONE } from '@app/db/library-time';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '@app/testing/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * Places at events through the HTTP API, the job queue and the mailer (nodemailer) to a local
 * SMTP server (decision 0041): a member takes the last place; a visitor gives an address,
 * confirms it by the mailed link and is waitlisted; the member cancels and the visitor moves
 * up, told by mail with the event as a calendar file; staff export the list; the day-before
 * reminder goes once.
 */
const ORIGIN = 'https://library.example.lk';
/** A mail goes through the job queue: on a busy machine that can take more than a few seconds. */
const MAIL_WAIT_MS = 30_000;
let smtp: FakeSmtp;
let api: TestApi<'desk' | 'reader'>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({
    seeded: true,
    roles: { desk: 'librarian', reader: 'patron' },
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <events@library.example.lk>',
      PUBLIC_ORIGIN: ORIGIN,
    },
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  cookie: string | null,
  payload?: object,
  language = 'en',
) =>
  api.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      'accept-language': language,
      ...(payload && !cookie ? { origin: ORIGIN } : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** The token of the place link in a mail. */
function tokenIn(mail: ReceivedMail): string {
  const match = /\/events\/place\?token=([\w-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

const calendarOf = (mail: ReceivedMail) =>
  mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));

describe('places at events over SMTP', () => {
  it('waitlists a confirmed visitor behind the member who took the last place, and moves them up', async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    const event = await api.db
      .insertInto('events')
      .values({
        title: 'கவிதை மாலை',
        date: 'Dec 5',
        time: '4:00 PM',
        category: 'Discussion',
        maxAttendees: 1,
        startsAt,
        branchId: 'JPL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('members')
      .values({
        memberNumber: formatMemberNumber(920_001),
        fullName: 'Reader 920001',
        phone: null,
        email: 'member@example.lk',
        branchId: 'JPL',
        userId: api.ids.reader,
      })
      .execute();

    // A visitor asks with an address: pending, and a link to confirm it, in Tamil.
    const asked = await call(
      'POST',
      `/api/events/${event.id}/registrations`,
      null,
      { email: 'Visitor@Example.lk', name: 'Visitor' },
      'ta',
    );
    expect([asked.statusCode, asked.json()]).toEqual([201, { status: 'pending' }]);
    const [confirmMail] = await smtp.waitFor('visitor@example.lk', 1, MAIL_WAIT_MS);
    expect(confirmMail!.subject).toBe('“கவிதை மாலை” நிகழ்வில் உங்கள் இடத்தை உறுதிப்படுத்துங்கள்');
    expect(confirmMail!.html).toContain('lang="ta"');
    expect(calendarOf(confirmMail!)).toBeUndefined();
    const token = tokenIn(confirmMail!);

    // Asking again tells nothing new and mails nothing more.
    const again = await call('POST', `/api/events/${event.id}/registrations`, null, {
      email: 'visitor@example.lk',
    });
    expect(again.json()).toEqual({ status: 'pending' });

    // Meanwhile a member takes the only place, signed in.
    const taken = await call(
      'POST',
      `/api/events/${event.id}/registrations`,
      api.cookies.reader,
      {},
    );
    expect([taken.statusCode, taken.json()]).toEqual([201, { status: 'confirmed' }]);
    const [memberMail] = await smtp.waitFor('member@example.lk', 1, MAIL_WAIT_MS);
    expect(calendarOf(memberMail!)?.content).toContain('SUMMARY:கவிதை மாலை');

    // The visitor confirms: the event is full, so the waitlist.
    const link = await call('GET', `/api/event-registrations/confirm`, null);
    expect(link.statusCode).toBe(404);
    const confirmed = await call('POST', '/api/event-registrations/confirm', null, { token });
    expect(confirmed.json()).toEqual({ status: 'waitlisted' });
    const [, waitMail] = await smtp.waitFor('visitor@example.lk', 2, MAIL_WAIT_MS);
    expect(waitMail!.subject).toBe('“கவிதை மாலை” காத்திருப்புப் பட்டியலில் நீங்கள்');
    const forged = await call('POST', '/api/event-registrations/confirm', null, {
      token: 'x'.repeat(32),
    });
    expect([forged.statusCode, forged.json().appCode]).toEqual([400, 'PLACE_LINK_INVALID']);

    // Staff see both, in order, and export them.
    const list = await call('GET', `/api/events/${event.id}/registrations`, api.cookies.desk);
    expect(list.json().map((r: { email: string; status: string }) => [r.email, r.status])).toEqual([
      ['member@example.lk', 'confirmed'],
      ['visitor@example.lk', 'waitlisted'],
    ]);
    const csv = await call('GET', `/api/events/${event.id}/registrations.csv`, api.cookies.desk);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Reader 920001,member@example.lk,confirmed,');
    const notStaff = await call('GET', `/api/events/${event.id}/registrations`, api.cookies.reader);
    expect(notStaff.statusCode).toBe(403);

    // The member cancels from My account: the visitor moves up, with the calendar file.
    const mine = await call('GET', '/api/me/event-registrations', api.cookies.reader);
    const [place] = mine.json() as { id: number; status: string }[];
    expect(place).toMatchObject({ status: 'confirmed', eventId: event.id });
    const cancelled = await call(
      'DELETE',
      `/api/me/event-registrations/${place!.id}`,
      api.cookies.reader,
    );
    expect(cancelled.statusCode).toBe(200);
    const [, , movedMail] = await smtp.waitFor('visitor@example.lk', 3, MAIL_WAIT_MS);
    expect(movedMail!.subject).toBe('“கவிதை மாலை” நிகழ்வில் இப்போது உங்களுக்கு இடம்');
    const ics = calendarOf(movedMail!)!.content;
    expect(ics).toContain(`DTSTART;TZID=${LIBRARY_TIME_ZONE}:`);
    expect(ics).toContain(`UID:event-${event.id}@library.example.lk`);
    const places = await api.db
      .selectFrom('eventRegistrations')
      .select(['email', 'status'])
      .where('eventId', '=', event.id)
      .orderBy('id')
      .execute();
    expect(places).toEqual([
      { email: 'visitor@example.lk', status: 'confirmed' },
      { email: 'member@example.lk', status: 'cancelled' },
    ]);

    // The visitor can see the place by any link mailed to them, and cancel it.
    const byLink = await call('POST', '/api/event-registrations/cancel', null, {
      token: tokenIn(movedMail!),
    });
    expect(byLink.statusCode).toBe(200);
  });

  it('sends the day-before reminder once, however many processes run the upkeep', async () => {
    // At 10:00 in Jaffna on 1 June 2030, an event at 14:00 the next day.
    const upkeepAt = new Date('2030-06-01T04:30:00Z');
    const tomorrow = new Date('2030-06-02T08:30:00Z');
    const event = await api.db
      .insertInto('events')
      .values({
        title: 'Story hour',
        date: 'Tomorrow',
        time: '10:00 AM',
        category: 'Children',
        maxAttendees: 10,
        startsAt: tomorrow,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('eventRegistrations')
      .values({
        eventId: event.id,
        email: 'parent@example.lk',
        status: 'confirmed',
        language: 'si',
      })
      .execute();
    const jobs = await startJobQueue({ db: api.db });
    try {
      const now = () => upkeepAt;
      await Promise.all([
        eventPlacesUpkeep({ db: api.db, jobs, now }),
        eventPlacesUpkeep({ db: api.db, jobs, now }),
      ]);
    } finally {
      await jobs.stop();
    }
    const [mail] = await smtp.waitFor('parent@example.lk', 1, MAIL_WAIT_MS);
    expect(mail!.subject).toBe('හෙට: “Story hour”');
    expect(calendarOf(mail!)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to('parent@example.lk')).toHaveLength(1);
  });
});
