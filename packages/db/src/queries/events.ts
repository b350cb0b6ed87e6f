import { sql } from 'kysely';
import type { Db } from '../client';
import type { EventUpdate, NewEvent } from '../tables/events';

/** Events in date order: those with a known start first (soonest first), then the rest. */
export function listEvents(db: Db) {
  return db
    .selectFrom('events')
    .selectAll()
    .orderBy(sql`starts_at asc nulls last`)
    .orderBy('id', 'asc')
    .execute();
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
