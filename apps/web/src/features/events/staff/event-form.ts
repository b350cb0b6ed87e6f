import type { RouterOutputs } from '@app/api-contract';
import {
  DEFAULT_MAX_ATTENDEES,
  EVENT_CATEGORIES,
  type EventCategory,
} from '@app/api-contract/schemas/events';

/** An event as the staff list has it (what Edit Event preloads). */
export type EventRecord = RouterOutputs['events']['list']['items'][number];

/** Event categories (spec §5), in the order the form offers them: the server's own list. */
export const EVENT_CATEGORY_CHOICES = EVENT_CATEGORIES;
export type EventCategoryChoice = EventCategory;

export interface EventFormValues {
  title: string;
  description: string;
  date: string;
  time: string;
  category: EventCategoryChoice;
  maxAttendees: string;
}

/** A new event takes up to 50 people unless staff say otherwise (spec §9). */
export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    description: '',
    date: '',
    time: '',
    category: 'Children',
    maxAttendees: String(DEFAULT_MAX_ATTENDEES),
  };
}

export function eventFormFrom(event: EventRecord): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    date: event.date,
    time: event.time,
    category: event.category,
    maxAttendees: String(event.maxAttendees),
  };
}

/** The form as the API's event fields; date and time stay the free text staff typed. */
export function eventInputFrom(values: EventFormValues) {
  const max = values.maxAttendees.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    date: values.date.trim(),
    time: values.time.trim(),
    category: values.category,
    maxAttendees: max === '' ? DEFAULT_MAX_ATTENDEES : Number(max),
  };
}
