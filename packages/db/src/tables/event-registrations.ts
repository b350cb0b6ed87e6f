import type { Generated, Selectable } from 'kysely';

export type RegistrationStatus = 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';
export type EventMessageKind =
  'confirm-link' | 'confirmed' | 'waitlisted' | 'moved-up' | 'reminder';

/** A person's place at an event, or their wait for one (issue 27). */
export interface EventRegistrationsTable {
  id: Generated<number>;
  eventId: number;
  /** Lower case; one live registration per address and event. */
  email: string;
  name: string | null;
  /** The member who took the place signed in, or null for an e-mail address alone. */
  memberId: number | null;
  /** The language of the mails about it. */
  language: Generated<'en' | 'si' | 'ta'>;
  status: Generated<RegistrationStatus>;
  createdAt: Generated<Date>;
  /** When the place was taken or the waitlist joined: the waitlist moves up in this order. */
  queuedAt: Date | null;
  cancelledAt: Date | null;
}
export type EventRegistration = Selectable<EventRegistrationsTable>;

/** A link mailed about a registration: only its SHA-256 is kept. */
export interface EventRegistrationLinksTable {
  tokenHash: string;
  registrationId: number;
  createdAt: Generated<Date>;
}

/** One mail about a registration, sent once by a job. */
export interface EventMessagesTable {
  id: Generated<number>;
  registrationId: number;
  kind: EventMessageKind;
  status: Generated<'queued' | 'sent' | 'no-mail' | 'failed'>;
  createdAt: Generated<Date>;
  sentAt: Date | null;
}
