/**
 * The day's due-soon reminders through a local SMTP server, sent by the real API process's
 * job (the circulation upkeep queues them with `queueLoanReminders` and one `members.reminders`
 * job sends them with `sendMemberMessage`, apps/api/src/jobs/workers.ts). Two runs over the
 * same loans (their messages deleted in between, so each run sends all of them afresh):
 *
 * 1. timed: from the upkeep queueing them to the last one the SMTP server accepted;
 * 2. restarted: the process is stopped twice mid-batch and started again each time, first with
 *    SIGTERM (a restart: a deploy, `systemctl restart`), then with SIGKILL (a crash). The first
 *    stop lands at a moment chosen at random, the second at the worst one: as the server accepts
 *    a message, before it has answered that it did. A process told to stop takes no new message,
 *    lets those in hand be sent and marked, and hands the rest to a new job: every message once.
 *    A process killed there never learns the message went, and the job's retry sends it again:
 *    every message at least once, the repeat with the same Message-ID. Each message carries its
 *    row's id (`Message-ID: <member-message-N@…>`), so the mailbox counts every one's copies.
 */
import type { Db } from '@app/db';
import type { ReceivedMail } from '@app/testing/fake-smtp';
import type { Child } from '../api/children';

/** Starts the API (workers, upkeep, mail to the local server) with `env`. */
export type StartApi = (env: Record<string, string>) => Promise<Child>;

/** What the local SMTP server took in, by member message id. */
export class Mailbox {
  /** Message id → when each of its copies arrived (ms since the epoch). */
  readonly arrivals = new Map<number, number[]>();
  /** Ids in the order they arrived. */
  readonly order: number[] = [];
  /** Each id's `Message-ID` header, as it arrived. */
  readonly headers = new Map<number, string>();
  /** Told of each member message as the server takes it, before it answers. */
  onMessage: ((id: number) => void) | null = null;

  receive(mail: ReceivedMail) {
    const id = Number(/<member-message-(\d+)@/.exec(mail.headers['message-id'] ?? '')?.[1]);
    if (!Number.isSafeInteger(id)) return;
    const times = this.arrivals.get(id) ?? [];
    times.push(Date.now());
    this.arrivals.set(id, times);
    this.headers.set(id, mail.headers['message-id']!);
    this.order.push(id);
    this.onMessage?.(id);
  }

  /** When the first of `ids` first arrived, and the last of them first arrived. */
  span(ids: number[]): { first: number; last: number } {
    const firsts = ids.map((id) => this.arrivals.get(id)?.[0] ?? Number.NaN);
    return { first: Math.min(...firsts), last: Math.max(...firsts) };
  }

  reset() {
    this.arrivals.clear();
    this.headers.clear();
    this.order.length = 0;
    this.onMessage = null;
  }
}

/** The job queue's timing for these runs: a killed process's job is taken back within ~15 s. */
const FAST_JOBS = {
  JOBS_HEARTBEAT_SECONDS: '10',
  JOBS_MONITOR_SECONDS: '1',
  JOBS_POLL_SECONDS: '0.5',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, test: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The due-soon messages of this run (queued by the upkeep of a process started after `since`). */
async function dueSoon(db: Db, since: Date) {
  return db
    .selectFrom('memberMessages')
    .select(['id', 'status', 'createdAt'])
    .where('kind', '=', 'due-soon')
    .where('createdAt', '>=', since)
    .execute();
}

/**
 * Forgets the due-soon messages of the loans out now (earlier runs'), so the upkeep queues every
 * one again; the reminders of returned loans, years of them, stay.
 */
async function forgetDueSoon(db: Db) {
  await db
    .deleteFrom('memberMessages')
    .where('kind', '=', 'due-soon')
    .where((eb) =>
      eb(
        eb.cast<number>(eb.fn('split_part', ['subjectKey', eb.val(':'), eb.val(1)]), 'integer'),
        'in',
        eb.selectFrom('loans').select('id').where('status', '=', 'active'),
      ),
    )
    .execute();
}

/** The upkeep's reminders: waits for the job it queues and answers the messages it queued. */
async function queuedRun(db: Db, since: Date) {
  await until(
    'the reminders job',
    async () =>
      (await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'members.reminders')
        .where('createdAt', '>=', since)
        .executeTakeFirst()) !== undefined,
    60_000,
  );
  const rows = await dueSoon(db, since);
  return { ids: rows.map((r) => r.id), queuedAt: Math.min(...rows.map((r) => +r.createdAt)) };
}

export interface TimedRun {
  messages: number;
  /** From the upkeep queueing them to the last accepted by the server. */
  totalMs: number;
  /** From the first accepted to the last. */
  sendingMs: number;
  perSecond: number;
}

/** Run 1: the day's reminders sent by one process, timed. */
export async function timedRun(db: Db, mailbox: Mailbox, startApi: StartApi): Promise<TimedRun> {
  await forgetDueSoon(db);
  mailbox.reset();
  const since = new Date();
  const api = await startApi(FAST_JOBS);
  try {
    const { ids, queuedAt } = await queuedRun(db, since);
    await until('every reminder', () => ids.every((id) => mailbox.arrivals.has(id)), 15 * 60_000);
    const { first, last } = mailbox.span(ids);
    const sendingMs = last - first;
    return {
      messages: ids.length,
      totalMs: last - queuedAt,
      sendingMs,
      perSecond: ids.length / (sendingMs / 1000),
    };
  } finally {
    await api.stop();
  }
}

export interface RestartedRun {
  /** How the process was stopped each time. */
  signal: 'SIGTERM' | 'SIGKILL';
  messages: number;
  received: number;
  /** Messages that arrived more than once: their Message-ID and copies. */
  duplicates: Array<{ id: number; messageId: string; copies: number; firstArrival: number }>;
  missing: number;
  stops: Array<{
    how: 'at a random moment' | 'as the server took a message, before it answered';
    afterMessages: number;
    id?: number;
  }>;
  /** Rows still queued at the end (none when every message was marked). */
  leftQueued: number;
  totalMs: number;
}

/**
 * Run 2: the process stopped with `signal` after `stopAt[0]` messages at a random moment, and
 * again as the server accepts message `stopAt[1]`; each time started again once it has exited.
 * Ends when every message has arrived and no row is queued; answers what arrived how often.
 */
export async function restartedRun(
  db: Db,
  mailbox: Mailbox,
  startApi: StartApi,
  stopAt: [number, number],
  signal: 'SIGTERM' | 'SIGKILL',
): Promise<RestartedRun> {
  await forgetDueSoon(db);
  mailbox.reset();
  const since = new Date();
  const stops: RestartedRun['stops'] = [];
  let api = await startApi(FAST_JOBS);
  try {
    const { ids, queuedAt } = await queuedRun(db, since);
    let seen = 0;
    mailbox.onMessage = (id) => {
      seen += 1;
      if (seen === stopAt[0]) {
        const victim = api;
        setTimeout(() => victim.process.kill(signal), Math.random() * 40);
        stops.push({ how: 'at a random moment', afterMessages: seen });
      }
      if (seen === stopAt[1]) {
        // Accepted, and the sender is told to stop (or is gone) before it hears so.
        api.process.kill(signal);
        stops.push({
          how: 'as the server took a message, before it answered',
          afterMessages: seen,
          id,
        });
      }
    };
    for (let k = 0; k < stopAt.length; k++) {
      const victim = api.process;
      await until(
        `stop ${k + 1}`,
        () => stops.length > k && (victim.exitCode !== null || victim.signalCode !== null),
        15 * 60_000,
      );
      api = await startApi(FAST_JOBS);
    }
    await until('every reminder', () => ids.every((id) => mailbox.arrivals.has(id)), 15 * 60_000);
    await until(
      'every row marked',
      async () => (await dueSoon(db, since)).every((row) => row.status !== 'queued'),
      60_000,
    );
    // Anything still on its way arrives within this.
    await sleep(3000);
    const wanted = new Set(ids);
    const duplicates = [...mailbox.arrivals]
      .filter(([id, times]) => wanted.has(id) && times.length > 1)
      .map(([id, times]) => ({
        id,
        messageId: mailbox.headers.get(id)!,
        copies: times.length,
        firstArrival: mailbox.order.indexOf(id) + 1,
      }));
    const rows = await dueSoon(db, since);
    return {
      signal,
      messages: ids.length,
      received: mailbox.order.filter((id) => wanted.has(id)).length,
      duplicates,
      missing: ids.filter((id) => !mailbox.arrivals.has(id)).length,
      stops,
      leftQueued: rows.filter((row) => row.status === 'queued').length,
      totalMs: mailbox.span(ids).last - queuedAt,
    };
  } finally {
    mailbox.onMessage = null;
    await api.stop();
  }
}
