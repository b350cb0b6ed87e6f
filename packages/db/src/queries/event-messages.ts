import type { Db } from '../client';
import type { Event } from '../tables/events';
import type { EventMessageKind, RegistrationStatus } from '../tables/event-registrations';

/** A mail about a place at an event, with what it needs to be written. */
export interface EventMessageToSend {
  id: number;
  kind: EventMessageKind;
  language: 'en' | 'si' | 'ta';
  email: string;
  name: string | null;
  status: RegistrationStatus;
  event: Event & { branchName: string | null; branchAddress: string | null };
  /** A link token made for this mail (to confirm, see or cancel the place); only its hash is kept. */
  token: string;
}

/**
 * Sends a queued mail about a registration once: its row is locked while `send` runs and
 * marked in the same transaction (as `sendMemberMessage` does). A link is made for the mail
 * (`link()` gives a new token and its hash; the hash is stored). A reminder or a place moved
 * up for a registration cancelled since is dropped, not sent. Answers what became of it, or
 * `busy` when another worker holds the row.
 */
export function sendEventMessage(
  db: Db,
  id: number,
  send: (message: EventMessageToSend) => Promise<'sent' | 'no-mail'>,
  link: () => { token: string; hash: string },
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('eventMessages')
      .select(['id', 'kind', 'status', 'registrationId'])
      .where('id', '=', id)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!message) return 'busy';
    if (message.status !== 'queued') return message.status;
    const registration = await trx
      .selectFrom('eventRegistrations')
      .select(['email', 'name', 'language', 'status', 'eventId'])
      .where('id', '=', message.registrationId)
      .executeTakeFirstOrThrow();
    const event = await trx
      .selectFrom('events')
      .leftJoin('branches', 'branches.id', 'events.branchId')
      .selectAll('events')
      .select(['branches.name as branchName', 'branches.address as branchAddress'])
      .where('events.id', '=', registration.eventId)
      .executeTakeFirstOrThrow();
    if (registration.status === 'cancelled') {
      await trx.deleteFrom('eventMessages').where('id', '=', id).execute();
      return 'dropped';
    }
    const { token, hash } = link();
    await trx
      .insertInto('eventRegistrationLinks')
      .values({ tokenHash: hash, registrationId: message.registrationId, createdAt: now })
      .execute();
    const status = await send({
      id,
      kind: message.kind,
      language: registration.language,
      email: registration.email,
      name: registration.name,
      status: registration.status,
      event,
      token,
    });
    await trx
      .updateTable('eventMessages')
      .set({ status, sentAt: status === 'sent' ? now : null })
      .where('id', '=', id)
      .execute();
    return status;
  });
}
