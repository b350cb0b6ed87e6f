import { sql } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE } from '../library-time';
import type { Event, EventUpdate, NewEvent } from '../tables/events';
import type { ListPage, PageRequest } from './paging';

/** Midnight at the start of `now`'s day in the library's time zone, as an instant. */
export function libraryDayStart(now: Date) {
  const tz = LIBRARY_TIME_ZONE;
  return sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone ${tz}) at time zone ${tz})`;
}

/**
 * The one rule of which events are still to come (the list, the dashboard's count): those
 * starting today (library time) or later, and those with no start the server could read.
 */
export function isUpcomingEvent(now: Date) {
  return sql<boolean>`(starts_at is null or starts_at >= ${libraryDayStart(now)})`;
}

export interface EventFilter extends PageRequest {
  /** `upcoming` (soonest first, then undated) or `past` (most recent first). */
  when: 'upcoming' | 'past';
  now: Date;
}

/** A page of the events to come (soonest first, undated last) or of past ones (newest first). */
export async function listEvents(db: Db, filter: EventFilter): Promise<ListPage<Event>> {
  const upcoming = filter.when === 'upcoming';
  const which = upcoming
    ? isUpcomingEvent(filter.now)
    : sql<boolean>`not ${isUpcomingEvent(filter.now)}`;
  const [items, count] = await Promise.all([
    db
      .selectFrom('events')
      .selectAll()
      .where(which)
      .orderBy(upcoming ? sql`starts_at asc nulls last` : sql`starts_at desc`)
      .orderBy('id', upcoming ? 'asc' : 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(which)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export function findEventById(db: Db, id: number) {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds an event; the table fills the defaults (50 places). */
export function createEvent(db: Db, event: NewEvent) {
  return db.insertInto('events').values(event).returningAll().executeTakeFirstOrThrow();
}

/** Changes the given fields of an event; resolves undefined when there is no such event. */
export function updateEvent(db: Db, id: number, changes: Omit<EventUpdate, 'id' | 'createdAt'>) {
  // Nothing to change (an empty edit) is the event as it is, not an UPDATE with no SET.
  if (Object.values(changes).every((value) => value === undefined)) {
    return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  }
  return db
    .updateTable('events')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes an event; resolves false when there was none. */
export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  const row = await db.deleteFrom('events').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Events with a known start (only those can go into a calendar), soonest first, with where
 * they happen. `id` narrows it to one event.
 */
export function listCalendarEvents(db: Db, filter: { id?: number } = {}) {
  let query = db
    .selectFrom('events')
    .leftJoin('branches', 'branches.id', 'events.branchId')
    .selectAll('events')
    .select(['branches.name as branchName', 'branches.address as branchAddress'])
    .where('events.startsAt', 'is not', null);
  if (filter.id !== undefined) query = query.where('events.id', '=', filter.id);
  return query.orderBy('events.startsAt').orderBy('events.id').execute();
}
