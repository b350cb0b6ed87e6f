import { placeLinkInput, takePlaceInput } from '@app/api-contract/schemas/event-places';
import { procedureRoute, type RestRoute } from './route';
import { idParams, sendDownload } from './wire';

/** The member's place the cancelling example cancels (openapi.test.ts makes it). */
export const EXAMPLE_REGISTRATION_ID = 901;

/** Places at events (issue 27, decision 0041). */
export const eventPlacesRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/events/{id}/registrations',
    procedure: 'eventPlaces.take',
    params: idParams,
    body: takePlaceInput.omit({ eventId: true }),
    input: ({ params, body }) => ({ ...body, eventId: params.id }),
    status: () => 201,
    docs: {
      summary: 'Take a place at an event',
      description:
        'A signed-in member takes it at once: `status` `confirmed`, or `waitlisted` when every ' +
        'place is taken (the waitlist moves up, in order, when someone cancels; each is ' +
        'e-mailed, with the event as a calendar file). Anyone else sends `email` (and a ' +
        '`name` for the list): `pending` until they follow the link e-mailed to them; the ' +
        'answer is the same for an address registered before. 409 `EVENT_PAST` once the event ' +
        'has begun; 400 `EMAIL_REQUIRED` without a member’s session or an address.',
      errors: ['NOT_FOUND', 'EVENT_PAST', 'EMAIL_REQUIRED'],
      example: { params: { id: 1 }, body: { email: 'reader@example.org' }, status: 201 },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/events/{id}/registrations',
    procedure: 'eventPlaces.attendees',
    params: idParams,
    input: ({ params }) => ({ eventId: params.id }),
    docs: {
      summary: 'Who is registered for an event (staff): confirmed, then the waitlist in order',
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/events/{id}/registrations.csv',
    procedure: 'eventPlaces.attendeesCsv',
    params: idParams,
    input: ({ params }) => ({ eventId: params.id }),
    send: sendDownload,
    docs: {
      summary: 'The attendee list as a CSV file (staff), for a sign-in sheet or a spreadsheet',
      produces: 'text/csv',
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/me/event-registrations',
    procedure: 'eventPlaces.mine',
    docs: { summary: 'Your places and waits at events to come (a signed-in member)' },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/me/event-registrations/{id}',
    procedure: 'eventPlaces.cancelMine',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Cancel one of your places; the first on the waitlist gets it',
      errors: ['NOT_FOUND'],
      example: { params: { id: EXAMPLE_REGISTRATION_ID } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/event-registrations/confirm',
    procedure: 'eventPlaces.confirm',
    body: placeLinkInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Confirm an address with the token of the link e-mailed to it',
      description: 'Answers `confirmed`, or `waitlisted` when the event filled in the meantime.',
      errors: ['PLACE_LINK_INVALID', 'EVENT_PAST'],
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/event-registrations/cancel',
    procedure: 'eventPlaces.cancelByLink',
    body: placeLinkInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Cancel a place with the token of a link e-mailed about it',
      errors: ['PLACE_LINK_INVALID'],
    },
  }),
];
