import { EVENT_CATEGORIES, type EventCategory } from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import { pageFields } from './paging';
import { instant as instantOutput, pageOutput } from './shapes';
import { optionalText, requiredText } from './text';

export { EVENT_CATEGORIES, type EventCategory };
export const eventCategorySchema = z.enum(EVENT_CATEGORIES);

/** Places at an event when staff give none (spec §9). */
export const DEFAULT_MAX_ATTENDEES = 50;
export const MAX_EVENT_DURATION_MINUTES = 7 * 24 * 60;

/** A Date over tRPC (superjson), an ISO string over REST. */
const instant = z.coerce.date<Date | string>();

const eventFields = {
  title: requiredText(200),
  description: optionalText(5000, undefined, { multiline: true }),
  /** Free text as staff type it ('Jan 25, 2025'); the server reads a start from it if it can. */
  date: requiredText(100),
  /** Free text ('2:00 PM'). */
  time: requiredText(100),
  category: eventCategorySchema,
  maxAttendees: z.number().int().min(1).max(100_000),
  /** The exact start, when the client knows it; otherwise read from date and time. */
  startsAt: instant.nullable().optional(),
  durationMinutes: z.number().int().min(1).max(MAX_EVENT_DURATION_MINUTES).nullable().optional(),
  /** Branch code where it happens ('JPL'), or null. */
  branchId: requiredText(10).nullable().optional(),
};

/** Add Event (spec §7 POST /api/admin/events). */
export const createEventInput = z.object({
  ...eventFields,
  maxAttendees: eventFields.maxAttendees.default(DEFAULT_MAX_ATTENDEES),
});
export type CreateEventInput = z.input<typeof createEventInput>;

/** Edit an event: its id and any fields to change. */
export const updateEventInput = z.object({
  id: rowId,
  title: eventFields.title.optional(),
  description: eventFields.description,
  date: eventFields.date.optional(),
  time: eventFields.time.optional(),
  category: eventFields.category.optional(),
  maxAttendees: eventFields.maxAttendees.optional(),
  startsAt: eventFields.startsAt,
  durationMinutes: eventFields.durationMinutes,
  branchId: eventFields.branchId,
});
export type UpdateEventInput = z.input<typeof updateEventInput>;

export const eventIdInput = z.object({ id: rowId });

/** The calendar: every event with a known start, or the one `id` names. */
export const eventCalendarInput = z.object({ id: rowId.optional() }).optional();

/** Events to come (soonest first), or past ones (most recent first). */
export const EVENT_TIMES = ['upcoming', 'past'] as const;
export type EventTime = (typeof EVENT_TIMES)[number];
export const DEFAULT_EVENTS_PAGE = 24;

export const listEventsInput = z
  .object({
    when: z.enum(EVENT_TIMES).default('upcoming'),
    ...pageFields(DEFAULT_EVENTS_PAGE, 100),
  })
  .prefault({});

/** An event as every procedure answers it. */
export const eventOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Free text as staff typed it ('Jan 25, 2025'). */
  date: z.string(),
  /** Free text ('2:00 PM'). */
  time: z.string(),
  category: eventCategorySchema,
  maxAttendees: z.number().int(),
  /** The start, when the server could read it from date and time (or staff gave it). */
  startsAt: instantOutput.nullable(),
  durationMinutes: z.number().int().nullable(),
  branchId: z.string().nullable(),
  createdAt: instantOutput,
});
export const eventPageOutput = pageOutput(eventOutput);

/** Events that can go into a calendar, with where they happen (the iCalendar files). */
export const calendarEventsOutput = z.array(
  eventOutput.extend({ branchName: z.string().nullable(), branchAddress: z.string().nullable() }),
);
