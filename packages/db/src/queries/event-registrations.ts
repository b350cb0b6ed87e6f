import { sql, type Kysely } from 'kysely';
import { inTransaction, type Db } from '../client';
import type { Database } from '../schema';
import type { EventMessageKind, RegistrationStatus } from '../tables/event-registrations';
import { endOfLibraryDayAfter } from './library-days';

/**
 * Places at events (issue 27, decision 0041). Every change to an event's places runs with the
 * event's row locked, so two people taking the last place get one place and one waitlist
 * spot, in the order they came; a cancelled place goes to the first on the waitlist in the
 * same transaction. Mails are rows in `event_messages`, written with the change that causes
 * them and sent once by a job (`sendEventMessage`).
 */

type Tx = Kysely<Database>;

/** Why a place cannot be taken. */
export type PlaceRefusal = 'NOT_FOUND' | 'EVENT_PAST';

/** A registration after a request: its status and the mails to send now. */
export interface PlaceAnswer {
  registrationId: number;
  status: RegistrationStatus;
  messageIds: number[];
}

/** Locks the event's row; its places and how many are taken, or undefined when there is none. */
async function lockEvent(trx: Tx, eventId: number) {
  const event = await trx
    .selectFrom('events')
    .select(['id', 'maxAttendees', 'startsAt'])
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  if (!event) return undefined;
  const { taken } = await trx
    .selectFrom('eventRegistrations')
    .select((eb) => eb.fn.countAll<number>().as('taken'))
    .where('eventId', '=', eventId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return { ...event, taken: Number(taken) };
}

/** Queues a mail about a registration, once per kind; its id, or null when it was queued before. */
async function queueEventMessage(trx: Tx, registrationId: number, kind: EventMessageKind) {
  const row = await trx
    .insertInto('eventMessages')
    .values({ registrationId, kind })
    .onConflict((oc) => oc.columns(['registrationId', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

const ids = (...values: (number | null)[]) => values.filter((id): id is number => id !== null);

/** A place if the event has one, else the waitlist; `queuedAt` orders the waitlist. */
async function seat(trx: Tx, registrationId: number, free: boolean, now: Date) {
  const status = free ? 'confirmed' : 'waitlisted';
  await trx
    .updateTable('eventRegistrations')
    .set({ status, queuedAt: now })
    .where('id', '=', registrationId)
    .execute();
  return { status, messageId: await queueEventMessage(trx, registrationId, status) } as const;
}

/** The live registration of an address at an event, locked. */
function liveRegistration(trx: Tx, eventId: number, email: string) {
  return trx
    .selectFrom('eventRegistrations')
    .select(['id', 'status'])
    .where('eventId', '=', eventId)
    .where('email', '=', email)
    .where('status', '<>', 'cancelled')
    .forUpdate()
    .executeTakeFirst();
}

const isPast = (event: { startsAt: Date | null }, now: Date) =>
  event.startsAt !== null && event.startsAt.getTime() < now.getTime();

/**
 * A place taken by a signed-in member (whose address the library knows): confirmed while the
 * event has places, else on the waitlist. Asking again answers the registration as it is.
 */
export function takePlace(
  db: Db,
  request: { eventId: number; memberId: number; email: string; name: string; language: string },
  now: Date,
): Promise<PlaceAnswer | PlaceRefusal> {
  return inTransaction(db, async (trx) => {
    const event = await lockEvent(trx, request.eventId);
    if (!event) return 'NOT_FOUND';
    if (isPast(event, now)) return 'EVENT_PAST';
    const email = request.email.toLowerCase();
    const live = await liveRegistration(trx, event.id, email);
    if (live && live.status !== 'pending') {
      return { registrationId: live.id, status: live.status, messageIds: [] };
    }
    const registrationId =
      live?.id ??
      (
        await trx
          .insertInto('eventRegistrations')
          .values({
            eventId: event.id,
            email,
            name: request.name,
            memberId: request.memberId,
            language: languageOf(request.language),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const seated = await seat(trx, registrationId, event.taken < event.maxAttendees, now);
    return { registrationId, status: seated.status, messageIds: ids(seated.messageId) };
  });
}

const languageOf = (language: string) =>
  language === 'ta' || language === 'si' ? language : ('en' as const);

/**
 * A place asked for with an e-mail address alone: `pending` until the link mailed to it is
 * followed (`confirmPlace`). An address already registered gets the same answer and no mail,
 * so the answer tells nobody who is coming.
 */
export function requestPlace(
  db: Db,
  request: { eventId: number; email: string; name: string | null; language: string },
  now: Date,
): Promise<PlaceAnswer | PlaceRefusal> {
  return inTransaction(db, async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'startsAt'])
      .where('id', '=', request.eventId)
      .executeTakeFirst();
    if (!event) return 'NOT_FOUND';
    if (isPast(event, now)) return 'EVENT_PAST';
    const inserted = await trx
      .insertInto('eventRegistrations')
      .values({
        eventId: event.id,
        email: request.email.toLowerCase(),
        name: request.name,
        language: languageOf(request.language),
      })
      .onConflict((oc) =>
        oc.columns(['eventId', 'email']).where('status', '<>', 'cancelled').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { registrationId: 0, status: 'pending', messageIds: [] };
    const messageId = await queueEventMessage(trx, inserted.id, 'confirm-link');
    return { registrationId: inserted.id, status: 'pending', messageIds: ids(messageId) };
  });
}

/** The registration a mailed link stands for (`tokenHash`: its SHA-256), or undefined. */
export function registrationByLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('eventRegistrationLinks as l')
    .innerJoin('eventRegistrations as r', 'r.id', 'l.registrationId')
    .innerJoin('events as e', 'e.id', 'r.eventId')
    .select(['r.id', 'r.eventId', 'r.status', 'r.email', 'r.name', 'e.title', 'e.startsAt'])
    .select(['e.date', 'e.time'])
    .where('l.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Confirms the address of a pending registration (its link was followed): a place if the event
 * still has one, else the waitlist. A registration already confirmed, waitlisted or cancelled
 * stays as it is, so following the link twice changes nothing.
 */
export function confirmPlace(
  db: Db,
  registrationId: number,
  now: Date,
): Promise<PlaceAnswer | PlaceRefusal> {
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('eventRegistrations')
      .select(['eventId'])
      .where('id', '=', registrationId)
      .executeTakeFirst();
    if (!found) return 'NOT_FOUND';
    const event = await lockEvent(trx, found.eventId);
    if (!event) return 'NOT_FOUND';
    const registration = await trx
      .selectFrom('eventRegistrations')
      .select(['id', 'status'])
      .where('id', '=', registrationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (registration.status !== 'pending') {
      return { registrationId, status: registration.status, messageIds: [] };
    }
    if (isPast(event, now)) return 'EVENT_PAST';
    const seated = await seat(trx, registrationId, event.taken < event.maxAttendees, now);
    return { registrationId, status: seated.status, messageIds: ids(seated.messageId) };
  });
}

/**
 * Moves the first people on the waitlist (in the order they joined it) into the places the
 * event has free, each told by mail. Runs inside a transaction that holds the event's row.
 * Answers the mails to send.
 */
async function moveUp(trx: Tx, eventId: number, now: Date): Promise<number[]> {
  const event = await lockEvent(trx, eventId);
  if (!event || isPast(event, now)) return [];
  const free = event.maxAttendees - event.taken;
  if (free <= 0) return [];
  const next = await trx
    .selectFrom('eventRegistrations')
    .select('id')
    .where('eventId', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('queuedAt')
    .orderBy('id')
    .limit(free)
    .execute();
  const messageIds: number[] = [];
  for (const { id } of next) {
    await trx
      .updateTable('eventRegistrations')
      .set({ status: 'confirmed' })
      .where('id', '=', id)
      .execute();
    messageIds.push(...ids(await queueEventMessage(trx, id, 'moved-up')));
  }
  return messageIds;
}

/**
 * Cancels a registration (`memberId`: only that member's): its place, if it had one, goes to
 * the first on the waitlist. Answers false when there is no such live registration.
 */
export function cancelPlace(
  db: Db,
  cancel: { registrationId: number; memberId?: number },
  now: Date,
): Promise<{ cancelled: boolean; messageIds: number[] }> {
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom('eventRegistrations')
      .select(['eventId'])
      .where('id', '=', cancel.registrationId)
      .where('status', '<>', 'cancelled');
    if (cancel.memberId !== undefined) query = query.where('memberId', '=', cancel.memberId);
    const found = await query.executeTakeFirst();
    if (!found) return { cancelled: false, messageIds: [] };
    await lockEvent(trx, found.eventId);
    const row = await trx
      .updateTable('eventRegistrations')
      .set({ status: 'cancelled', cancelledAt: now })
      .where('id', '=', cancel.registrationId)
      .where('status', '<>', 'cancelled')
      .returning('id')
      .executeTakeFirst();
    if (!row) return { cancelled: false, messageIds: [] };
    return { cancelled: true, messageIds: await moveUp(trx, found.eventId, now) };
  });
}

/** After an event gains places (staff raised its limit): the waitlist moves up into them. */
export function fillFreePlaces(db: Db, eventId: number, now: Date): Promise<number[]> {
  return inTransaction(db, (trx) => moveUp(trx, eventId, now));
}

/** Places taken and people waiting, per event of `eventIds`. */
export async function placesAtEvents(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('eventRegistrations')
    .select('eventId')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', '=', 'confirmed').as('taken'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'waitlisted').as('waiting'),
    ])
    .where('eventId', 'in', eventIds)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .groupBy('eventId')
    .execute();
  const byId = new Map(rows.map((row) => [row.eventId, row]));
  return eventIds.map((id) => ({
    id,
    taken: Number(byId.get(id)?.taken ?? 0),
    waiting: Number(byId.get(id)?.waiting ?? 0),
  }));
}

/**
 * The people registered for an event, for staff: confirmed first, then the waitlist in its
 * order, then those who have not confirmed their address, then cancellations.
 */
export function listEventAttendees(db: Db, eventId: number) {
  return db
    .selectFrom('eventRegistrations as r')
    .leftJoin('members as m', 'm.id', 'r.memberId')
    .select(['r.id', 'r.email', 'r.name', 'r.status', 'r.language', 'r.createdAt', 'r.queuedAt'])
    .select(['m.memberNumber', 'm.fullName as memberName'])
    .where('r.eventId', '=', eventId)
    .orderBy(
      sql`case r.status when 'confirmed' then 0 when 'waitlisted' then 1
        when 'pending' then 2 else 3 end`,
    )
    .orderBy(sql`r.queued_at nulls last`)
    .orderBy('r.id')
    .execute();
}

/** A member's places and waits at events still to come (or with no known start). */
export function listMemberRegistrations(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom('eventRegistrations as r')
    .innerJoin('events as e', 'e.id', 'r.eventId')
    .select(['r.id', 'r.status', 'r.eventId', 'e.title', 'e.startsAt', 'e.date', 'e.time'])
    .where('r.memberId', '=', memberId)
    .where('r.status', 'in', ['confirmed', 'waitlisted', 'pending'])
    .where((eb) => eb.or([eb('e.startsAt', 'is', null), eb('e.startsAt', '>=', now)]))
    .orderBy(sql`e.starts_at nulls last`)
    .orderBy('r.id')
    .execute();
}

/**
 * Queues the day-before reminder of every confirmed place at an event that starts during the
 * library's next day, once each. Answers the new mails' ids.
 */
export async function queueEventReminders(db: Db, now: Date): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into event_messages (registration_id, kind)
    select r.id, 'reminder'
    from event_registrations as r
    join events as e on e.id = r.event_id
    where r.status = 'confirmed'
      and e.starts_at > ${endOfLibraryDayAfter(now, 0)}
      and e.starts_at <= ${endOfLibraryDayAfter(now, 1)}
    on conflict (registration_id, kind) do nothing
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/** Mails about registrations queued before `before` and not yet sent (a job never queued). */
export async function queuedEventMessages(db: Db, before: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .selectFrom('eventMessages')
    .select('id')
    .where('status', '=', 'queued')
    .where('createdAt', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
