import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EventCategory } from '../constants';

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** Free text as staff type it, e.g. 'Jan 25, 2025'. */
  date: string;
  /** Free text, e.g. '2:00 PM'. */
  time: string;
  category: EventCategory;
  maxAttendees: Generated<number>;
  /** Machine-readable start, when known (calendar feeds, ordering). */
  startsAt: Date | null;
  durationMinutes: number | null;
  branchId: string | null;
  createdAt: Generated<Date>;
}
export type Event = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;
