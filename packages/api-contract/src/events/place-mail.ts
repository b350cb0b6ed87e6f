import { createHash, randomBytes } from 'node:crypto';
import {
  finishJob,
  queuedEventMessages,
  queueEventReminders,
  sendEventMessage,
  type Db,
  type EventMessageToSend,
  type JobQueue,
  type RunningJob,
} from '@app/db';
import type { JobDeps } from '../jobs/deps';
import { LIBRARY_TIME_ZONE } from '../library-time';
import { mailButton, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { MailMessage, Services } from '../services';

/** Where a mailed link opens the place it stands for (the web's `/events/place`). */
export function placeLinkUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin}/events/place?token=${encodeURIComponent(token)}`;
}

/** A link's stored form: its SHA-256 (a stolen table gives no working link). */
export function placeLinkId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newLink = () => {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: placeLinkId(token) };
};

/** When the event is, in the mail's language, or as staff typed it. */
function whenText(message: EventMessageToSend): string {
  const { event, language } = message;
  if (!event.startsAt) return `${event.date}, ${event.time}`;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: LIBRARY_TIME_ZONE,
  }).format(event.startsAt);
}

/** The mail's keys per kind (`events.json`, `mail.*`), and whether it carries the calendar file. */
const MAIL_KEYS = {
  'confirm-link': {
    subject: 'mail.confirm.subject',
    text: 'mail.confirm.text',
    button: 'mail.confirm.button',
    calendar: false,
  },
  confirmed: {
    subject: 'mail.confirmed.subject',
    text: 'mail.confirmed.text',
    button: 'mail.manage',
    calendar: true,
  },
  waitlisted: {
    subject: 'mail.waitlisted.subject',
    text: 'mail.waitlisted.text',
    button: 'mail.manage',
    calendar: false,
  },
  'moved-up': {
    subject: 'mail.movedUp.subject',
    text: 'mail.movedUp.text',
    button: 'mail.manage',
    calendar: true,
  },
  reminder: {
    subject: 'mail.reminder.subject',
    text: 'mail.reminder.text',
    button: 'mail.manage',
    calendar: true,
  },
} as const;

/**
 * A mail about a place at an event, in the language it was asked in: the link to confirm the
 * address, the place confirmed (with the event as a calendar file), a place on the waitlist, a
 * place freed for them, or the day-before reminder. Every mail links to the place's page,
 * where it can be cancelled.
 */
export function eventPlaceMail(message: EventMessageToSend, publicOrigin: string): MailMessage {
  const t = mailTranslator(message.language, 'events');
  const keys = MAIL_KEYS[message.kind];
  const values = { title: message.event.title, when: whenText(message) };
  const subject = t(keys.subject, values);
  const greeting = message.name ? t('mail.greeting', { name: message.name }) : t('mail.hello');
  const lines = [greeting, t(keys.text, values)];
  const url = placeLinkUrl(publicOrigin, message.token);
  const note = t(message.kind === 'confirm-link' ? 'mail.notYou' : 'mail.cancelHint');
  return {
    to: message.email,
    subject,
    text: [...lines, '', `${t(keys.button)}: ${url}`, '', note].join('\n'),
    html: mailPage(
      message.language,
      subject,
      [
        ...lines.map((line) => mailParagraph(line)),
        mailButton(url, t(keys.button)),
        mailParagraph(note, true),
      ].join('\n'),
    ),
    ...(keys.calendar ? { calendar: { filename: message.event.title, event: message.event } } : {}),
  };
}

/** Sends a mail, or says mail is not set up (`no-mail`): nothing claims it was sent. */
const mailTo =
  (services: Services) =>
  async (message: EventMessageToSend): Promise<'sent' | 'no-mail'> => {
    if (!services.mailer.configured) return 'no-mail';
    await services.mailer.send(eventPlaceMail(message, services.publicOrigin));
    return 'sent';
  };

/** Sends one mail about a place, once (`sendEventMessage`); a refused mail fails the attempt. */
export async function eventMessageJob(deps: JobDeps, job: RunningJob<'events.message'>) {
  const { db, services, now } = deps;
  const status = await sendEventMessage(
    db,
    job.payload.messageId,
    mailTo(services),
    newLink,
    now(),
  );
  await finishJob(db, job.id, { state: 'completed', result: { status }, now: now() });
}

/** Queues the job that sends each mail (after the change that made it has committed). */
export async function sendPlaceMailsLater(jobs: JobQueue, messageIds: readonly number[]) {
  for (const messageId of messageIds) {
    await jobs.enqueue('events.message', { messageId }, { requestedBy: null, total: 1 });
  }
}

/** How long a queued mail may wait before the upkeep queues its job again. */
const STALE_MESSAGE_MS = 5 * 60_000;

/**
 * The events' upkeep, with the circulation's: the day-before reminders due now are queued,
 * once each, and mails whose job was never queued (a process stopped in between) are queued.
 */
export async function eventPlacesUpkeep(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const at = deps.now();
  const reminders = await queueEventReminders(deps.db, at);
  const stale = await queuedEventMessages(deps.db, new Date(at.getTime() - STALE_MESSAGE_MS));
  await sendPlaceMailsLater(deps.jobs, [...new Set([...reminders, ...stale])]);
}
