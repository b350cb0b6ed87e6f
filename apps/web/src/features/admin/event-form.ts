import type { AdminEvent } from './admin-types';

/** Event categories (spec §5), in the order the form offers them. */
export const EVENT_CATEGORY_CHOICES = ['Children', 'Workshop', 'Discussion', 'Special'] as const;
export type EventCategoryChoice = (typeof EVENT_CATEGORY_CHOICES)[number];

/** A new event takes up to 50 people unless staff say otherwise (spec §9). */
export const DEFAULT_MAX_ATTENDEES = 50;

export interface EventFormValues {
  title: string;
  description: string;
  date: string;
  time: string;
  category: EventCategoryChoice;
  maxAttendees: string;
}

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

export function eventFormFrom(event: AdminEvent): EventFormValues {
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
