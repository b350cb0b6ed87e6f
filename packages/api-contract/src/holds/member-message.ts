import {
  DUE_SLIP,
  expireHolds,
  finishJob,
  nextQueuedMessages,
  queueLoanReminders,
  queuedMemberMessages,
  sendMemberMessage,
  type Db,
  type JobQueue,
  type MemberMessageToSend,
  type RunningJob,
} from '@app/db';
import { LIBRARY_TIME_ZONE } from '../library-time';
import type { JobDeps } from '../jobs/deps';
import { escapeHtml } from '../html';
import { mailButton, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { MailMessage, Services } from '../services';

/** The library's date of `instant` in `language` (`Friday 11 December`), as mails write it. */
function libraryDate(instant: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: LIBRARY_TIME_ZONE,
  }).format(instant);
}

/** The Message-ID of member message `id`: one per row, whichever attempt sends it. */
export function memberMessageId(id: number, publicOrigin: string): string {
  return `<member-message-${id}@${new URL(publicOrigin).hostname}>`;
}

/** The mail's keys per kind of message (`loans.json`, `mail.*`). */
const MAIL_KEYS: Record<string, { subject: string; lines: string[] }> = {
  'hold-ready': { subject: 'mail.ready.subject', lines: ['mail.ready.text', 'mail.ready.bring'] },
  'hold-expired': {
    subject: 'mail.expired.subject',
    lines: ['mail.expired.text', 'mail.expired.again'],
  },
  'due-soon': { subject: 'mail.dueSoon.subject', lines: ['mail.dueSoon.text', 'mail.dueSoon.how'] },
  'overdue-1': {
    subject: 'mail.overdue.subject',
    lines: ['mail.overdue.text', 'mail.overdue.how'],
  },
  'overdue-7': {
    subject: 'mail.overdue.subject',
    lines: ['mail.overdue.text', 'mail.overdue.how'],
  },
  'overdue-14': {
    subject: 'mail.overdue.subject',
    lines: ['mail.overdue.text', 'mail.overdue.last'],
  },
};

/**
 * The e-mail of a message to a member, in the member's language: a hold ready to collect (the
 * title, the branch, the last day), a hold that expired uncollected, a loan due in two days, or
 * one that is late. Its Message-ID is its row's: a message handed to the mail server again
 * after a crash (accepted the first time, but the process died before recording it) is the same
 * message, which the member's mailbox can recognise and keep once (RFC 5322 §3.6.4).
 */
export function memberMail(message: MemberMessageToSend, publicOrigin: string): MailMessage {
  if (message.kind === DUE_SLIP) return dueSlipMail(message, publicOrigin);
  const t = mailTranslator(message.language, 'loans');
  const about = message.subject!;
  const branch = about.branch;
  const keys = MAIL_KEYS[message.kind] ?? MAIL_KEYS['hold-ready']!;
  const values = {
    name: message.memberName,
    title: about.title,
    branch: branch
      ? ((message.language === 'ta' ? branch.nameTa : null) ??
        (message.language === 'si' ? branch.nameSi : null) ??
        branch.name)
      : '',
    date: about.date ? libraryDate(about.date, message.language) : '',
    count: about.daysLate,
  };
  const subject = t(keys.subject, values);
  const lines = [t('mail.greeting', values), ...keys.lines.map((key) => t(key, values))];
  const account = `${publicOrigin}/account`;
  return {
    to: message.email,
    headers: { 'Message-ID': memberMessageId(message.id, publicOrigin) },
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
 * A due slip by e-mail, in the member's language: their name and number, and each book they
 * have out with the day it is due back, soonest first (as the desk's printed slip shows them).
 */
function dueSlipMail(message: MemberMessageToSend, publicOrigin: string): MailMessage {
  const t = mailTranslator(message.language, 'loans');
  const values = {
    name: message.memberName,
    number: message.memberNumber,
    count: message.loans.length,
  };
  const subject = t('mail.slip.subject', values);
  const intro = [t('mail.greeting', values), t('mail.slip.text', values)];
  const loans = message.loans.map((loan) =>
    t('mail.slip.loan', { title: loan.title, date: libraryDate(loan.dueDate, message.language) }),
  );
  const closing = loans.length > 0 ? t('mail.slip.how') : t('mail.slip.none');
  const account = `${publicOrigin}/account`;
  const list = loans.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${loans.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  return {
    to: message.email,
    subject,
    text: [
      ...intro,
      '',
      ...loans.map((line) => `- ${line}`),
      '',
      closing,
      '',
      `${t('mail.account')}: ${account}`,
    ].join('\n'),
    html: mailPage(
      message.language,
      subject,
      [
        ...intro.map((line) => mailParagraph(line)),
        list,
        mailParagraph(closing),
        mailButton(account, t('mail.account')),
      ].join('\n'),
    ),
  };
}

/** Sends a message by e-mail, or says that mail is not set up (`no-mail`): nothing is claimed. */
const mailTo =
  (services: Services) =>
  async (message: MemberMessageToSend): Promise<'sent' | 'no-mail'> => {
    if (!services.mailer.configured) return 'no-mail';
    await services.mailer.send(memberMail(message, services.publicOrigin));
    return 'sent';
  };

/**
 * Sends one message to a member, once (`sendMemberMessage` locks its row and records what
 * became of it in the same transaction): `sent`, or `no-mail` when mail is not set up, so
 * nothing claims a message was sent that was not. A refused e-mail fails the attempt; the
 * retry finds the row still queued.
 */
export async function memberMessageJob(deps: JobDeps, job: RunningJob<'members.message'>) {
  const { db, services, now } = deps;
  const status = await sendMemberMessage(db, job.payload.messageId, mailTo(services), now());
  await finishJob(db, job.id, { state: 'completed', result: { status }, now: now() });
}

/** Queues the job that sends each message (after the change that made it has committed). */
export async function sendLater(jobs: JobQueue, messageIds: ReadonlyArray<number | null>) {
  for (const messageId of messageIds) {
    if (messageId === null) continue;
    await jobs.enqueue('members.message', { messageId }, { requestedBy: null, total: 1 });
  }
}

/** Messages a reminders job reads at a time. */
const REMINDER_BATCH = 200;
/**
 * Messages a reminders job sends at once: one's database round trips overlap another's mail
 * server's answers (the mailer keeps two connections). Sent one at a time, a morning's 10,000
 * reminders took 5 minutes on a loaded two-core machine (bench/circulation).
 */
const REMINDER_SENDERS = 3;

/**
 * Sends every queued message, oldest first, each once (`sendMemberMessage`, a few at a time,
 * each row locked while it is sent); a message another worker holds is left to it. A process
 * that stops (a restart: `job.stopping`) takes no new message, lets the ones in hand be sent and
 * committed, and hands the rest to a new job, which the next process to poll takes: nothing is
 * lost or sent twice. A process killed mid-batch leaves the rest queued, and the retry (or the
 * next upkeep) sends them; one the mail server took just as the process died is sent again,
 * never none (SMTP cannot tell the sender; the copy has the same Message-ID).
 */
export async function remindersJob(deps: JobDeps, job: RunningJob<'members.reminders'>) {
  const { db, services, now } = deps;
  let sent = 0;
  const seen = new Set<number>();
  while (!job.stopping.aborted) {
    const batch = (await nextQueuedMessages(db, REMINDER_BATCH)).filter((id) => !seen.has(id));
    if (batch.length === 0) break;
    for (const id of batch) seen.add(id);
    let next = 0;
    let failure: { error: unknown } | null = null;
    const sender = async () => {
      while (next < batch.length && !failure && !job.stopping.aborted) {
        const id = batch[next++]!;
        try {
          const status = await sendMemberMessage(db, id, mailTo(services), now());
          if (status === 'sent') sent += 1;
        } catch (error) {
          // The attempt fails once every sender has stopped; the retry finds the rest queued.
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: REMINDER_SENDERS }, sender));
    if (failure) throw (failure as { error: unknown }).error;
  }
  const handedOn = job.stopping.aborted && (await nextQueuedMessages(db, 1)).length > 0;
  if (handedOn) {
    await services.jobs.enqueue('members.reminders', {}, { requestedBy: null, total: 0 });
  }
  await finishJob(db, job.id, {
    state: 'completed',
    result: handedOn ? { sent, handedOn } : { sent },
    now: now(),
  });
}

/** How long a queued message may wait before the upkeep queues its job again. */
const STALE_MESSAGE_MS = 5 * 60_000;

/**
 * The circulation's upkeep, every few minutes in each process that runs jobs: ready holds past
 * their last day expire (the copy passes on); the loan reminders due now are queued, once each,
 * and one job sends them; and messages whose job was never queued (a process stopped between
 * the change and the queueing) are queued.
 */
export async function circulationUpkeep(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const at = deps.now();
  const { madeReady, messageIds } = await expireHolds(deps.db, at);
  await sendLater(deps.jobs, [...messageIds, ...madeReady.map((ready) => ready.messageId)]);
  // Reminders come many at once (a morning's due-soon loans): one job sends them all.
  const reminders = await queueLoanReminders(deps.db, at);
  if (reminders.length > 0) {
    await deps.jobs.enqueue(
      'members.reminders',
      {},
      { requestedBy: null, total: reminders.length },
    );
  }
  const stale = await queuedMemberMessages(deps.db, new Date(at.getTime() - STALE_MESSAGE_MS));
  await sendLater(deps.jobs, stale);
}
