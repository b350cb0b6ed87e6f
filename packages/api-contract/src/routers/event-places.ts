import {
  cancelPlace,
  confirmPlace,
  findMemberByUserId,
  listEventAttendees,
  listMemberRegistrations,
  placesAtEvents,
  registrationByLink,
  requestPlace,
  takePlace,
  type PlaceAnswer,
  type PlaceRefusal,
} from '@app/db';
import { isStaffRole } from '@app/db/constants';
import { toCsvFile } from '../csv';
import { appError } from '../errors';
import { placeLinkId, sendPlaceMailsLater } from '../events/place-mail';
import {
  attendeesInput,
  attendeesOutput,
  myPlacesOutput,
  placeByLinkOutput,
  placeLinkInput,
  placesInput,
  placesOutput,
  registrationIdInput,
  takePlaceInput,
  takePlaceOutput,
} from '../schemas/event-places';
import { noInput, successOutput, textFileOutput } from '../schemas/shapes';
import { limited, publicProcedure, router, signedInProcedure, staffProcedure } from '../trpc';

const ATTENDEE_COLUMNS = [
  'name',
  'email',
  'status',
  'memberNumber',
  'language',
  'createdAt',
  'queuedAt',
] as const;

/** The answer of a request for a place, or its refusal as an error. */
function placed(answer: PlaceAnswer | PlaceRefusal): PlaceAnswer {
  if (answer === 'NOT_FOUND') throw appError('NOT_FOUND', 'No such event');
  if (answer === 'EVENT_PAST') throw appError('EVENT_PAST', 'The event has already begun');
  return answer;
}

/** The registration a mailed link stands for, or PLACE_LINK_INVALID. */
async function byLink(db: Parameters<typeof registrationByLink>[0], token: string) {
  const found = await registrationByLink(db, placeLinkId(token));
  if (!found) throw appError('PLACE_LINK_INVALID', 'The link is not one the library sent');
  return found;
}

/**
 * Places at events (issue 27, decision 0041): a member takes one signed in, anyone else with an
 * e-mail address they confirm; the limit holds with a waitlist that moves up when a place is
 * cancelled; staff see and export who is coming.
 */
export const eventPlacesRouter = router({
  /**
   * Takes a place: a signed-in member at once (`confirmed`, or `waitlisted` when the event is
   * full); anyone else gives `email` and is `pending` until they follow the mailed link. The
   * answer for an address is the same whether it was registered before or not.
   */
  take: publicProcedure
    .input(takePlaceInput)
    .output(takePlaceOutput)
    .use(limited('eventPlace'))
    .mutation(async ({ ctx, input }) => {
      const member =
        ctx.user && !isStaffRole(ctx.user.role)
          ? await findMemberByUserId(ctx.db, ctx.user.id)
          : undefined;
      const now = ctx.now();
      let answer: PlaceAnswer;
      if (member && ctx.user) {
        answer = placed(
          await takePlace(
            ctx.db,
            {
              eventId: input.eventId,
              memberId: member.id,
              email: member.email ?? ctx.user.email,
              name: member.fullName,
              language: member.messageLanguage ?? ctx.language,
            },
            now,
          ),
        );
      } else {
        if (!input.email) throw appError('EMAIL_REQUIRED', 'An e-mail address is needed');
        answer = placed(
          await requestPlace(
            ctx.db,
            {
              eventId: input.eventId,
              email: input.email,
              name: input.name ?? null,
              language: ctx.language,
            },
            now,
          ),
        );
      }
      await sendPlaceMailsLater(ctx.services.jobs, answer.messageIds);
      return { status: answer.status };
    }),

  /** The place a mailed link stands for: the event and how the place stands. */
  byLink: publicProcedure
    .input(placeLinkInput)
    .output(placeByLinkOutput)
    .query(async ({ ctx, input }) => {
      const { status, eventId, title, startsAt, date, time } = await byLink(ctx.db, input.token);
      return { status, eventId, title, startsAt, date, time };
    }),

  /** Confirms the address a link was mailed to: a place, or the waitlist when the event is full. */
  confirm: publicProcedure
    .input(placeLinkInput)
    .output(takePlaceOutput)
    .mutation(async ({ ctx, input }) => {
      const found = await byLink(ctx.db, input.token);
      const answer = placed(await confirmPlace(ctx.db, found.id, ctx.now()));
      await sendPlaceMailsLater(ctx.services.jobs, answer.messageIds);
      return { status: answer.status };
    }),

  /** Cancels the place a mailed link stands for; the first on the waitlist moves up. */
  cancelByLink: publicProcedure
    .input(placeLinkInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      const found = await byLink(ctx.db, input.token);
      const { messageIds } = await cancelPlace(ctx.db, { registrationId: found.id }, ctx.now());
      await sendPlaceMailsLater(ctx.services.jobs, messageIds);
      return { success: true as const };
    }),

  /** Places taken and people waiting at each of the events asked for. */
  counts: publicProcedure
    .input(placesInput)
    .output(placesOutput)
    .query(({ ctx, input }) => placesAtEvents(ctx.db, input.eventIds)),

  /** The signed-in member's places (and waits) at events to come. */
  mine: signedInProcedure
    .input(noInput)
    .output(myPlacesOutput)
    .query(async ({ ctx }) => {
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      if (!member) return [];
      return listMemberRegistrations(ctx.db, member.id, ctx.now());
    }),

  /** The signed-in member cancels one of their places; another's is NOT_FOUND. */
  cancelMine: signedInProcedure
    .input(registrationIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      const member = await findMemberByUserId(ctx.db, ctx.user.id);
      const { cancelled, messageIds } = member
        ? await cancelPlace(ctx.db, { registrationId: input.id, memberId: member.id }, ctx.now())
        : { cancelled: false, messageIds: [] };
      if (!cancelled) throw appError('NOT_FOUND', 'No such place');
      await sendPlaceMailsLater(ctx.services.jobs, messageIds);
      return { success: true as const };
    }),

  /** Staff: everyone registered for an event, confirmed first, then the waitlist in order. */
  attendees: staffProcedure
    .input(attendeesInput)
    .output(attendeesOutput)
    .query(({ ctx, input }) => listEventAttendees(ctx.db, input.eventId)),

  /** Staff: the attendee list as a CSV file (a sign-in sheet, a spreadsheet). */
  attendeesCsv: staffProcedure
    .input(attendeesInput)
    .output(textFileOutput)
    .query(async ({ ctx, input }) => ({
      filename: `event-${input.eventId}-attendees.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: toCsvFile(ATTENDEE_COLUMNS, await listEventAttendees(ctx.db, input.eventId)),
    })),
});
