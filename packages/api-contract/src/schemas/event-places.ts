import { z } from 'zod';
import { rowId } from './ids';
import { newsletterEmail } from './newsletter';
import { instant } from './shapes';
import { optionalText } from './text';

/**
 * Places at events (issue 27, decision 0041). A signed-in member takes a place with no more;
 * anyone else gives an e-mail address (and a name for the list), confirmed by a mailed link.
 */
export const takePlaceInput = z.object({
  eventId: rowId,
  email: newsletterEmail.optional(),
  name: optionalText(120),
});
export type TakePlaceInput = z.input<typeof takePlaceInput>;

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

/** What became of a request for a place: `pending` until the mailed link is followed. */
export const takePlaceOutput = z.object({ status: registrationStatusSchema });

/** A mailed link's token (to confirm, see or cancel a place). */
export const placeLinkInput = z.object({ token: z.string().trim().min(16).max(100) });

/** A registration as its mailed link shows it. */
export const placeByLinkOutput = z.object({
  status: registrationStatusSchema,
  eventId: z.number().int(),
  title: z.string(),
  startsAt: instant.nullable(),
  date: z.string(),
  time: z.string(),
});

export const placesInput = z.object({ eventIds: z.array(rowId).max(100) });
/** Places taken and people waiting, per event asked for. */
export const placesOutput = z.array(
  z.object({ id: z.number().int(), taken: z.number().int(), waiting: z.number().int() }),
);

/** The signed-in member's places at events to come. */
export const myPlacesOutput = z.array(
  z.object({
    id: z.number().int(),
    status: registrationStatusSchema,
    eventId: z.number().int(),
    title: z.string(),
    startsAt: instant.nullable(),
    date: z.string(),
    time: z.string(),
  }),
);

export const registrationIdInput = z.object({ id: rowId });
export const attendeesInput = z.object({ eventId: rowId });

/** The people registered for an event, for staff (confirmed, then waitlist in order…). */
export const attendeesOutput = z.array(
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    status: registrationStatusSchema,
    language: z.enum(['en', 'si', 'ta']),
    memberNumber: z.string().nullable(),
    memberName: z.string().nullable(),
    createdAt: instant,
    queuedAt: instant.nullable(),
  }),
);
