import {
  expireHolds,
  finishJob,
  queuedMemberMessages,
  sendMemberMessage,
  type Db,
  type MemberMessageToSend,
  type RunningJob,
} from '@app/db';
import { LIBRARY_TIME_ZONE } from '../library-time';
import type { JobDeps } from '../jobs/deps';
import { mailButton, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { JobQueue } from '@app/db';
import type { MailMessage } from '../services';

/** The library's date of `instant` in `language` (`Friday 11 December`), as mails write it. */
function libraryDate(instant: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: LIBRARY_TIME_ZONE,
  }).format(instant);
}

/**
 * The e-mail of a message to a member, in the member's language: a hold ready to collect (the
 * title, the branch, the last day) or a hold that expired uncollected.
 */
export function memberMail(message: MemberMessageToSend, publicOrigin: string): MailMessage {
  const t = mailTranslator(message.language, 'loans');
  const hold = message.hold!;
  const branch =
    (message.language === 'ta' ? hold.pickupBranch.nameTa : null) ??
    (message.language === 'si' ? hold.pickupBranch.nameSi : null) ??
    hold.pickupBranch.name;
  const values = {
    name: message.memberName,
    title: hold.title.title,
    branch,
    date: hold.expiresAt ? libraryDate(hold.expiresAt, message.language) : '',
  };
  const ready = message.kind === 'hold-ready';
  const subject = t(ready ? 'mail.ready.subject' : 'mail.expired.subject', values);
  const lines = [
    t('mail.greeting', values),
    t(ready ? 'mail.ready.text' : 'mail.expired.text', values),
    t(ready ? 'mail.ready.bring' : 'mail.expired.again', values),
  ];
  const account = `${publicOrigin}/account`;
  return {
    to: message.email,
    subject,
    text: [...lines, '', `${t('mail.account')}: ${account}`].join('\n'),
    html: mailPage(
      message.language,
      subject,
      [...lines.map((line) => mailParagraph(line)), mailButton(account, t('mail.account'))].join(
        '\n',
      ),
    ),
  };
}

/**
 * Sends one message to a member, once (`sendMemberMessage` locks its row and records what
 * became of it in the same transaction): `sent`, or `no-mail` when mail is not set up, so
 * nothing claims a message was sent that was not. A refused e-mail fails the attempt; the
 * retry finds the row still queued.
 */
export async function memberMessageJob(deps: JobDeps, job: RunningJob<'members.message'>) {
  const { db, services, now } = deps;
  const status = await sendMemberMessage(
    db,
    job.payload.messageId,
    async (message) => {
      if (!services.mailer.configured) return 'no-mail';
      await services.mailer.send(memberMail(message, services.publicOrigin));
      return 'sent';
    },
    now(),
  );
  await finishJob(db, job.id, { state: 'completed', result: { status }, now: now() });
}

/** Queues the job that sends each message (after the change that made it has committed). */
export async function sendLater(jobs: JobQueue, messageIds: ReadonlyArray<number | null>) {
  for (const messageId of messageIds) {
    if (messageId === null) continue;
    await jobs.enqueue('members.message', { messageId }, { requestedBy: null, total: 1 });
  }
}

/** How long a queued message may wait before the upkeep queues its job again. */
const STALE_MESSAGE_MS = 5 * 60_000;

/**
 * The circulation's upkeep, every few minutes in each process that runs jobs: ready holds past
 * their last day expire (the copy passes on), and messages whose job was never queued (a
 * process stopped between the change and the queueing) are queued.
 */
export async function circulationUpkeep(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const at = deps.now();
  const { madeReady, messageIds } = await expireHolds(deps.db, at);
  await sendLater(deps.jobs, [...messageIds, ...madeReady.map((ready) => ready.messageId)]);
  const stale = await queuedMemberMessages(deps.db, new Date(at.getTime() - STALE_MESSAGE_MS));
  await sendLater(deps.jobs, stale);
}
