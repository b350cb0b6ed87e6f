import type { Event } from '@app/db';
import { rowChange } from '../audit';

/** The audit entries of the events (`events.*`, entity `event`). */
export const eventAudit = {
  created: (event: Event) => rowChange('events.create', 'event', event.id, null, event),
  updated: (before: Event, after: Event) =>
    rowChange('events.update', 'event', after.id, before, after),
  deleted: (before: Event) => rowChange('events.delete', 'event', before.id, before, null),
};
