import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, noAudit, type TestDatabase } from '../testing';
import { insertUser } from './auth';
import * as places from './event-registrations';
import { sendEventMessage, type EventMessageToSend } from './event-messages';
import * as members from './members';

/**
 * Places at events on the real database (decision 0041): the limit held under concurrent
 * requests, the waitlist moving up in order when a place is freed or added, confirming by a
 * mailed link, and each mail sent once.
 */

let t: TestDatabase;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'desk@events.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');
const HOUR = 60 * 60 * 1000;

async function event(
  maxAttendees: number,
  startsAt: Date | null = new Date(NOW.getTime() + 50 * HOUR),
) {
  return t.db
    .insertInto('events')
    .values({
      title: 'Poetry evening',
      date: 'Dec 3',
      time: '2:00 PM',
      category: 'Discussion',
      maxAttendees,
      startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let memberCount = 0;
async function member() {
  const n = ++memberCount;
  const created = await members.createMember(
    t.db,
    {
      fullName: `Guest ${n}`,
      phone: '021 222 3333',
      email: `guest${n}@events.test`,
      branchId: 'JPL',
    },
    { numberFor: (k) => `E${String(k).padStart(6, '0')}`, actor, now: NOW, audit: noAudit },
  );
  return { id: created.id, email: `guest${n}@events.test`, name: `Guest ${n}`, language: 'ta' };
}

const take = async (eventId: number, m: Awaited<ReturnType<typeof member>>, now = NOW) => {
  const answer = await places.takePlace(t.db, { eventId, memberId: m.id, ...m }, now);
  if (typeof answer === 'string') throw new Error(answer);
  return answer;
};

const link = () => {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
};

describe('places at an event', () => {
  it('gives the last place to one of two members asking at once, and waitlists the other', async () => {
    const { id } = await event(1);
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([take(id, a), take(id, b)]);
    expect(answers.map((x) => x.status).sort()).toEqual(['confirmed', 'waitlisted']);
    expect(await places.placesAtEvents(t.db, [id])).toEqual([{ id, taken: 1, waiting: 1 }]);
    // Asking again changes nothing and mails nothing.
    const again = await take(id, a);
    expect(again.messageIds).toEqual([]);
    expect(again.status).toBe(answers[0]!.status);
  });

  it('moves the waitlist up in the order it was joined when a place is cancelled', async () => {
    const { id } = await event(1);
    const [a, b, c] = [await member(), await member(), await member()];
    const first = await take(id, a);
    const second = await take(id, b, new Date(NOW.getTime() + 1000));
    const third = await take(id, c, new Date(NOW.getTime() + 2000));
    expect([first.status, second.status, third.status]).toEqual([
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);

    // Another member cannot cancel it; its own member can.
    const wrong = await places.cancelPlace(
      t.db,
      { registrationId: first.registrationId, memberId: b.id },
      NOW,
    );
    expect(wrong.cancelled).toBe(false);
    const cancelled = await places.cancelPlace(
      t.db,
      { registrationId: first.registrationId, memberId: a.id },
      NOW,
    );
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.messageIds).toHaveLength(1);
    const rows = await places.listEventAttendees(t.db, id);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      [b.email, 'confirmed'],
      [c.email, 'waitlisted'],
      [a.email, 'cancelled'],
    ]);
    const moved = await t.db
      .selectFrom('eventMessages')
      .select(['registrationId', 'kind'])
      .where('id', '=', cancelled.messageIds[0]!)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ registrationId: second.registrationId, kind: 'moved-up' });

    // Cancelling twice does nothing more.
    expect(
      (await places.cancelPlace(t.db, { registrationId: first.registrationId }, NOW)).cancelled,
    ).toBe(false);

    // Two more places: the rest of the waitlist moves up.
    await t.db.updateTable('events').set({ maxAttendees: 3 }).where('id', '=', id).execute();
    expect(await places.fillFreePlaces(t.db, id, NOW)).toHaveLength(1);
    expect(await places.placesAtEvents(t.db, [id])).toEqual([{ id, taken: 2, waiting: 0 }]);
  });

  it('keeps an e-mail address pending until its link is followed, then seats it once', async () => {
    const { id } = await event(5);
    const asked = await places.requestPlace(
      t.db,
      { eventId: id, email: 'Visitor@Example.org', name: 'Visitor', language: 'si' },
      NOW,
    );
    if (typeof asked === 'string') throw new Error(asked);
    expect(asked.status).toBe('pending');
    expect(asked.messageIds).toHaveLength(1);
    // The same address again: the same answer, no second mail.
    const again = await places.requestPlace(
      t.db,
      { eventId: id, email: 'visitor@example.org', name: null, language: 'en' },
      NOW,
    );
    expect(again).toMatchObject({ status: 'pending', messageIds: [] });
    expect(await places.placesAtEvents(t.db, [id])).toEqual([{ id, taken: 0, waiting: 0 }]);

    const sent: EventMessageToSend[] = [];
    const status = await sendEventMessage(
      t.db,
      asked.messageIds[0]!,
      async (m) => {
        sent.push(m);
        return 'sent';
      },
      () => ({ token: 'tok-1', hash: 'hash-1' }),
      NOW,
    );
    expect(status).toBe('sent');
    expect(sent).toMatchObject([
      { kind: 'confirm-link', language: 'si', email: 'visitor@example.org', token: 'tok-1' },
    ]);
    expect(sent[0]!.event.title).toBe('Poetry evening');
    // Sent once: a second worker finds it sent.
    expect(
      await sendEventMessage(
        t.db,
        asked.messageIds[0]!,
        () => Promise.reject(new Error('twice')),
        link,
        NOW,
      ),
    ).toBe('sent');

    const found = await places.registrationByLink(t.db, 'hash-1');
    expect(found).toMatchObject({ eventId: id, status: 'pending', email: 'visitor@example.org' });
    const confirmed = await places.confirmPlace(t.db, found!.id, NOW);
    expect(confirmed).toMatchObject({ status: 'confirmed', messageIds: [expect.any(Number)] });
    expect(await places.confirmPlace(t.db, found!.id, NOW)).toMatchObject({
      status: 'confirmed',
      messageIds: [],
    });
  });

  it('refuses places at an event that has begun, and at none', async () => {
    const past = await event(5, new Date(NOW.getTime() - HOUR));
    const m = await member();
    expect(await places.takePlace(t.db, { eventId: past.id, memberId: m.id, ...m }, NOW)).toBe(
      'EVENT_PAST',
    );
    expect(
      await places.requestPlace(
        t.db,
        { eventId: 999_999, email: 'x@y.org', name: null, language: 'en' },
        NOW,
      ),
    ).toBe('NOT_FOUND');
  });

  it('queues the day-before reminder once per confirmed place, and drops it for a place cancelled since', async () => {
    // Tomorrow (library day) at 14:00, and the day after.
    const tomorrow = await event(5, new Date('2026-12-02T08:30:00Z'));
    const later = await event(5, new Date('2026-12-03T08:30:00Z'));
    const [a, b] = [await member(), await member()];
    const kept = await take(tomorrow.id, a);
    const dropped = await take(tomorrow.id, b);
    await take(later.id, a);
    const queued = await places.queueEventReminders(t.db, NOW);
    const kinds = await t.db
      .selectFrom('eventMessages')
      .select(['registrationId'])
      .where('id', 'in', queued)
      .execute();
    expect(kinds.map((k) => k.registrationId).sort()).toEqual(
      [kept.registrationId, dropped.registrationId].sort(),
    );
    expect(await places.queueEventReminders(t.db, NOW)).toEqual([]);

    await places.cancelPlace(t.db, { registrationId: dropped.registrationId }, NOW);
    const reminderOf = async (registrationId: number) =>
      (
        await t.db
          .selectFrom('eventMessages')
          .select('id')
          .where('registrationId', '=', registrationId)
          .where('kind', '=', 'reminder')
          .executeTakeFirstOrThrow()
      ).id;
    const mailed: string[] = [];
    const send = async (m: EventMessageToSend) => {
      mailed.push(`${m.email}:${m.kind}`);
      return 'sent' as const;
    };
    expect(
      await sendEventMessage(t.db, await reminderOf(dropped.registrationId), send, link, NOW),
    ).toBe('dropped');
    expect(
      await sendEventMessage(t.db, await reminderOf(kept.registrationId), send, link, NOW),
    ).toBe('sent');
    expect(mailed).toEqual([`${a.email}:reminder`]);
  });
});
