import { sql } from 'kysely';
import type { Db } from '../client';

/** Events in date order: those with a known start first (soonest first), then the rest. */
export function listEvents(db: Db) {
  return db
    .selectFrom('events')
    .selectAll()
    .orderBy(sql`starts_at asc nulls last`)
    .orderBy('id', 'asc')
    .execute();
}
