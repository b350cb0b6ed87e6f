/**
 * Circulation at size (issue 27): 50,000 members in every category, 150,000 copies over the
 * branches, 1,000,000 returned loans, 30,000 loans out (7,500 late, 10,000 due within two
 * days) and 20,000 holds (2,000 ready) in an embedded PostgreSQL of its own
 * (`generateCirculation` in @app/db, bench/circulation/library.ts; kept in `--data`).
 *
 * 1. Reminders: the day's 10,000 due-soon reminders e-mailed through a local SMTP server by the
 *    real API process's job, timed (target ≤ 5 min); then again with the process restarted
 *    twice mid-batch (SIGTERM: every message must arrive, and each once), and again killed
 *    twice (SIGKILL: every message must arrive; one the server took as the process died goes
 *    twice, named by its Message-ID) (reminders.ts).
 * 2. The desk and the member, through the real API (the production app, `pnpm start`'s memory
 *    flags, its job workers sending the hold-ready mails that returns cause, reported after the
 *    rounds: how long each waited to be sent), one request at a
 *    time, client time on the loopback: lend (`POST /api/loans`, a copy on the shelf to a member
 *    allowed to borrow; 201) and return (`POST /api/loans/return`, a copy on loan; 200) as the
 *    demo librarian, target p95 ≤ 30 ms; "My account" (`GET /api/me/loans`, `GET /api/me/holds`)
 *    as members who sign in, p95 ≤ 20 ms; the staff overdue list (`GET /api/loans?status=
 *    overdue`) at its first, middle and last page, p95 ≤ 20 ms. In the same run, each kind is
 *    sent as well to a bare Fastify server answering the same bytes from memory (the machine's
 *    floor for one request); `--rounds` rounds, the medians of their figures reported.
 *
 *   pnpm --filter @app/bench circulation [--data /tmp/jpl-circ] [--rounds 3] [--lends 200]
 *     [--reads 200] [--pages 100] [--accounts 40] [--no-reminders] [--no-desk] [--scale 1]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '@app/db';
import { CIRCULATION_SIZE, type CirculationSize } from '@app/db/generate-circulation';
import { startFakeSmtp } from '@app/testing/fake-smtp';
import {
  freePort,
  percentile,
  startChild,
  startEnv,
  startFlags,
  type Child,
} from '../api/children';
import {
  lendCalls,
  myAccountCalls,
  overdueCalls,
  prepareAccounts,
  returnCalls,
  signInAll,
  timed,
  type Call,
  type KeptAnswer,
  type Sessions,
} from './desk';
import { prepareLibrary } from './library';
import { Mailbox, restartedRun, timedRun, type RestartedRun, type StartApi } from './reminders';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    lends: { type: 'string', default: '200' },
    reads: { type: 'string', default: '200' },
    pages: { type: 'string', default: '100' },
    accounts: { type: 'string', default: '40' },
    /** A fraction of the issue's sizes, for a quick try (the figures are the issue's at 1). */
    scale: { type: 'string', default: '1' },
    'no-reminders': { type: 'boolean', default: false },
    'no-desk': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const TARGET = { desk: 30, account: 20, overdue: 20, remindersMinutes: 5 };

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const load = () => os.loadavg()[0]!.toFixed(1);

interface Kind {
  name: string;
  target: number;
  calls: () => Promise<Call[]> | Call[];
}

function kindsOf(db: Db, sessions: Sessions, overdueTotal: number): Kind[] {
  const lends = Number(values.lends);
  const reads = Number(values.reads);
  const pages = Number(values.pages);
  const last = Math.max(0, Math.floor((overdueTotal - 1) / 50) * 50);
  const middle = Math.floor(last / 100) * 50;
  return [
    { name: 'desk lend', target: TARGET.desk, calls: () => lendCalls(db, sessions, lends) },
    {
      name: 'desk return',
      target: TARGET.desk,
      calls: () => returnCalls(db, sessions, lends, new Date()),
    },
    {
      name: 'my account: loans',
      target: TARGET.account,
      calls: () => myAccountCalls(sessions, 'loans', reads),
    },
    {
      name: 'my account: holds',
      target: TARGET.account,
      calls: () => myAccountCalls(sessions, 'holds', reads),
    },
    {
      name: 'overdue, first page',
      target: TARGET.overdue,
      calls: () => overdueCalls(sessions, 0, pages),
    },
    {
      name: `overdue, page at ${middle}`,
      target: TARGET.overdue,
      calls: () => overdueCalls(sessions, middle, pages),
    },
    {
      name: `overdue, last (${last})`,
      target: TARGET.overdue,
      calls: () => overdueCalls(sessions, last, pages),
    },
  ];
}

interface Figures {
  p50: number;
  p95: number;
  refP50: number;
  refP95: number;
}

/** Sends `calls` to the API, then the same to the reference; each one's p50 and p95. */
async function measure(api: string, reference: string, calls: Call[]): Promise<Figures> {
  const mine: number[] = [];
  for (const call of calls) mine.push((await timed(api, call)).ms);
  const floor: number[] = [];
  for (const call of calls) floor.push((await timed(reference, call)).ms);
  mine.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  return {
    p50: percentile(mine, 50),
    p95: percentile(mine, 95),
    refP50: percentile(floor, 50),
    refP95: percentile(floor, 95),
  };
}

function line(name: string, f: Figures, target: number): string {
  const met = f.p95 <= target ? 'MET' : 'MISSED';
  return `${name.padEnd(26)} p50 ${ms(f.p50).padStart(8)}  p95 ${ms(f.p95).padStart(8)}   reference p50 ${ms(f.refP50).padStart(7)}  p95 ${ms(f.refP95).padStart(7)}   p95 ×${(f.p95 / f.refP95).toFixed(1).padStart(5)}   ${met} (p95 ≤ ${target} ms)`;
}

/**
 * Warms every kind up on the API and keeps one answer of each for the reference server, which
 * it starts: the same status, headers and body for the same method and path.
 */
async function startReference(api: string, kinds: Kind[], workDir: string): Promise<Child> {
  const answers: Record<string, KeptAnswer> = {};
  for (const kind of kinds) {
    const calls = (await kind.calls()).slice(0, 10);
    for (const call of calls) {
      const { answer } = await timed(api, call);
      answers[`${call.method} ${call.path}`] ??= answer;
    }
  }
  const file = path.join(workDir, 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  return startChild('reference-server.ts', {}, [file]);
}

/**
 * Waits for the API's first upkeep (5 s after its start) and for its workers to send the
 * reminders it queued, so that no batch of them is sent while the desk is timed. After the
 * reminders runs there is none; with `--no-reminders` the day's may all be due. Hold-ready
 * messages left by earlier returns go as they would, meanwhile.
 */
async function settled(db: Db, startedAt: number) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 8000 - Date.now())));
  const queued = async () =>
    Number(
      (
        await db
          .selectFrom('memberMessages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'queued')
          .where('kind', 'not like', 'hold-%')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const first = await queued();
  while ((await queued()) > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  if (first > 0) {
    console.log(
      `(waited ${((Date.now() - startedAt) / 1000).toFixed(0)} s for ${first} queued reminders to go first)`,
    );
  }
}

/**
 * The hold-ready mails the timed returns caused (each return of a title with a queue sets the
 * copy aside and queues one): waits until none is left queued, then how long each waited from
 * its queueing to its sending, and when the last went after the desk's last request.
 */
async function holdReadyMails(db: Db, since: Date, deskEnded: number) {
  const rows = async () =>
    db
      .selectFrom('memberMessages')
      .select(['status', 'createdAt', 'sentAt'])
      .where('kind', '=', 'hold-ready')
      .where('createdAt', '>=', since)
      .execute();
  const deadline = Date.now() + 10 * 60_000;
  while ((await rows()).some((row) => row.status === 'queued') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const all = await rows();
  const sent = all.filter((row) => row.sentAt !== null);
  const waits = sent.map((row) => +row.sentAt! - +row.createdAt).sort((a, b) => a - b);
  const last = Math.max(...sent.map((row) => +row.sentAt!));
  const after = (last - deskEnded) / 1000;
  const unsent = all.length - sent.length;
  const left = all.filter((row) => row.status === 'queued').length;
  console.log(
    `hold-ready mails: ${all.length} queued by the returns, ${sent.length} sent` +
      (unsent > left ? `, ${unsent - left} not (no address, or e-mail turned off)` : '') +
      `, ${left} left queued` +
      (sent.length === 0
        ? ''
        : `; queued to sent p50 ${(percentile(waits, 50) / 1000).toFixed(1)} s, p95 ${(percentile(waits, 95) / 1000).toFixed(1)} s, max ${(waits.at(-1)! / 1000).toFixed(1)} s; ${after > 0 ? `the last ${after.toFixed(1)} s after the desk's last request` : "every one before the desk's last request"}`),
  );
}

/**
 * A local SMTP server in a process of its own (`fake-smtp-cli`), for the desk's hold-ready
 * mails: parsing them in this process would delay the clock that times the requests.
 */
async function startMailServer() {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const cli = new URL(import.meta.resolve('@app/testing/fake-smtp-cli')).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, `${smtpPort}`, `${httpPort}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fake-smtp-cli exited ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('fake SMTP on')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function desk(db: Db, startApi: StartApi, workDir: string) {
  const { memberEmails } = await prepareAccounts(db, Number(values.accounts));
  const mail = await startMailServer();
  const startedAt = Date.now();
  const api = await startApi({ SMTP_URL: mail.url });
  let reference: Child | undefined;
  try {
    await settled(db, startedAt);
    const sessions = await signInAll(api.url, memberEmails);
    const first = await fetch(`${api.url}/api/loans?status=overdue&limit=1`, {
      headers: { cookie: sessions.librarian },
    });
    await first.arrayBuffer();
    const overdueTotal = Number(first.headers.get('x-total-count'));
    const kinds = kindsOf(db, sessions, overdueTotal);
    reference = await startReference(api.url, kinds, workDir);
    console.log(
      `\n2. one request at a time through the API (production app, workers on) and the reference; ${memberEmails.length} members signed in, ${overdueTotal} loans overdue`,
    );
    const rounds: Figures[][] = [];
    const timedFrom = new Date();
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`\nround ${round} of ${ROUNDS}, load average ${load()}`);
      const figures: Figures[] = [];
      for (const kind of kinds) {
        const result = await measure(api.url, reference.url, await kind.calls());
        console.log(line(kind.name, result, kind.target));
        figures.push(result);
      }
      rounds.push(figures);
    }
    console.log(`\nmedians of ${ROUNDS} rounds (load average ${load()}):`);
    kinds.forEach((kind, k) => {
      const of = (key: keyof Figures) => median(rounds.map((figures) => figures[k]![key]));
      const medians = {
        p50: of('p50'),
        p95: of('p95'),
        refP50: of('refP50'),
        refP95: of('refP95'),
      };
      console.log(line(kind.name, medians, kind.target));
    });
    console.log(`API peak RSS ${api.peakRssMb().toFixed(0)} MB`);
    await holdReadyMails(db, timedFrom, Date.now());
  } finally {
    await reference?.stop();
    await api.stop();
    await mail.stop();
  }
}

/** What a restarted run shows: each message once, at least once, or lost ones. */
function guarantee(run: RestartedRun): string {
  if (run.missing > 0) return `LOST ${run.missing} MESSAGES`;
  if (run.duplicates.length === 0) return 'EXACTLY ONCE';
  return 'AT LEAST ONCE (none lost; the repeats above carry their first copy’s Message-ID)';
}

async function reminders(db: Db, mailbox: Mailbox, startApi: StartApi) {
  console.log(
    `\n1. the day's due-soon reminders through a local SMTP server (load average ${load()})`,
  );
  const run = await timedRun(db, mailbox, startApi);
  const minutes = run.totalMs / 60_000;
  console.log(
    `${run.messages} reminders: ${(run.totalMs / 1000).toFixed(1)} s from queued to the last accepted (sending ${(run.sendingMs / 1000).toFixed(1)} s, ${run.perSecond.toFixed(0)}/s) → ${minutes <= TARGET.remindersMinutes ? 'MET' : 'MISSED'} (≤ ${TARGET.remindersMinutes} min)`,
  );
  const n = run.messages;
  const stopAt: [number, number] = [Math.round(n * 0.3), Math.round(n * 0.6)];
  const runs: RestartedRun[] = [];
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    const restarted = await restartedRun(db, mailbox, startApi, stopAt, signal);
    runs.push(restarted);
    for (const stop of restarted.stops) {
      console.log(
        `${signal === 'SIGTERM' ? 'restarted (SIGTERM)' : 'killed (SIGKILL)'} after ${stop.afterMessages} messages, ${stop.how}${stop.id ? ` (message ${stop.id})` : ''}; started again`,
      );
    }
    console.log(
      `${restarted.messages} reminders, ${restarted.received} received in ${(restarted.totalMs / 1000).toFixed(1)} s: ${restarted.missing} missing, ${restarted.duplicates.length} sent twice${restarted.duplicates.map((d) => ` (${d.messageId}: ${d.copies} copies, first the ${d.firstArrival}th to arrive)`).join('')}, ${restarted.leftQueued} left queued → ${guarantee(restarted)}`,
    );
  }
  const [term, kill] = runs as [RestartedRun, RestartedRun];
  console.log(
    `\nsummary of the reminders:\n` +
      `  timed, one process: ${(run.totalMs / 1000).toFixed(1)} s → ${minutes <= TARGET.remindersMinutes ? 'MET' : 'MISSED'} (≤ ${TARGET.remindersMinutes} min)\n` +
      `  restarted twice (SIGTERM, a deploy): ${term.missing} missing, ${term.duplicates.length} twice → ${guarantee(term)}${term.missing === 0 && term.duplicates.length === 0 ? ': MET (each once across a restart)' : ': MISSED (a restart must lose and repeat nothing)'}\n` +
      `  killed twice (SIGKILL, a crash): ${kill.missing} missing, ${kill.duplicates.length} twice → ${guarantee(kill)}${kill.missing === 0 ? ': none lost; a mail the server took as the process died goes again (SMTP cannot tell a dead sender it went)' : ''}`,
  );
}

const size: CirculationSize = { ...CIRCULATION_SIZE };
for (const name of Object.keys(size) as Array<keyof CirculationSize>) {
  size[name] = Math.round(size[name] * Number(values.scale));
}
const library = await prepareLibrary(size, { dir: values.data });
console.log(`library: ${library.origin}`);
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-circulation-'));
const mailbox = new Mailbox();
// Counted as they arrive and not kept: tens of thousands of parsed mails are not needed.
const smtp = await startFakeSmtp(0, {
  onMessage: (mail) => {
    mailbox.receive(mail);
    smtp.received.length = 0;
  },
});
const startApi: StartApi = (env) =>
  startChild(
    'api-server.ts',
    {
      ...startEnv(),
      DATABASE_URL: library.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <desk@jaffnalibrary.lk>',
      ...env,
    },
    [],
    startFlags(),
  );
try {
  if (!values['no-reminders']) await reminders(library.db, mailbox, startApi);
  if (!values['no-desk']) await desk(library.db, startApi, workDir);
} finally {
  await smtp.close();
  await library.stop();
  await rm(workDir, { recursive: true, force: true });
}
