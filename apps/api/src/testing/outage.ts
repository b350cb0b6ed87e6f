import { randomBytes } from 'node:crypto';
import type { Db, EmbeddedPostgres } from '@app/db';

/**
 * Load with a database outage in the middle: clients keep reading and writing through the real
 * HTTP server while the embedded PostgreSQL is stopped and started again, and every answer is
 * classified. Shared by the fast test (apps/api/src/database-away.test.ts) and the longer run
 * in bench/faults.
 */

export interface OutagePlan {
  /** Clients sending one request after another. */
  concurrency: number;
  /** Load before the stop, the database's absence, and load after its return. */
  beforeMs: number;
  downMs: number;
  afterMs: number;
  /** `fast` ends connections at once; `immediate` is a crash as far as the data goes. */
  stopMode: 'fast' | 'immediate';
  /**
   * Instead of stop, wait and start: break the database some other way (kill the server and
   * let its supervisor bring it back) and resolve once it accepts connections again.
   */
  breakAndMend?: () => Promise<void>;
}

export interface OutageTarget {
  /** The listening server, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** The server's database, stopped and started by the run. */
  embedded: EmbeddedPostgres;
  /** A connection of the run's own, to look for the acknowledged writes afterwards. */
  db: Db;
  /** A staff session's Cookie header: the writes are staff adding books. */
  staffCookie: string;
}

type Phase = 'before' | 'away' | 'after';

export interface OutageReport {
  requests: Record<Phase, number>;
  /** Answers per phase and kind: `ok`, `503`, `4xx`, `5xx other` (a failure), `no answer`. */
  outcomes: Record<Phase, Record<string, number>>;
  /** 503s that did not say when to come back. */
  withoutRetryAfter: number;
  /** Answers whose body named an address, port, SQL or stack (none may). */
  leaks: string[];
  /** The slowest answer to a request sent while the database was away. */
  slowestWhileAwayMs: number;
  /**
   * The slowest answer to a request sent before it went away: what this machine's load adds to
   * an answer in the same run, the reference a test measures the answers while away against.
   */
  slowestBeforeMs: number;
  /** From the database's return (ready for connections) to the first successful health check. */
  recoveredAfterMs: number | null;
  /** From the return to the first moment every client was being served again. */
  allServedAfterMs: number | null;
  writesAcknowledged: number;
  /** Writes answered 201 that are not in the database afterwards (must be none). */
  writesLost: number;
  /** Requests per second, per phase. */
  throughput: Record<Phase, number>;
}

const INTERNAL_TEXT =
  /ECONN|EPIPE|127\.0\.0\.1|localhost:\d|\bport\b|postgres|SQL|select |terminat|\n\s+at |node:internal|57P0/i;

interface Answer {
  phase: Phase;
  status: number | null;
  ms: number;
  endedAt: number;
}

/** Runs the plan and reports; the database is running again when it resolves. */
export async function runOutage(target: OutageTarget, plan: OutagePlan): Promise<OutageReport> {
  const answers: Answer[] = [];
  const leaks: string[] = [];
  const acknowledged: string[] = [];
  let withoutRetryAfter = 0;
  let phase: Phase = 'before';
  let returnedAt: number;
  let recoveredAt: number | null = null;
  const phaseStart: Record<Phase, number> = { before: performance.now(), away: 0, after: 0 };
  const phaseEnd: Record<Phase, number> = { before: 0, away: 0, after: 0 };
  const tag = randomBytes(4).toString('hex');
  let running = true;

  const requests = outageRequests(tag, target.staffCookie);

  const client = async (n: number) => {
    for (let i = n; running; i++) {
      const next = requests[i % requests.length]!();
      const sentIn = phase;
      const started = performance.now();
      let status: number | null;
      try {
        const res = await fetch(`${target.baseUrl}${next.url}`, {
          ...next.init,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        const body = await res.text();
        if (status >= 500 || status === 429) {
          if (INTERNAL_TEXT.test(body)) leaks.push(`${status} ${next.url}: ${body.slice(0, 300)}`);
          if (status === 503 && !res.headers.get('retry-after')) withoutRetryAfter++;
        }
        if (next.write && status >= 200 && status < 300) acknowledged.push(next.write);
        if (next.url === '/api/health' && status === 200 && phase === 'after') {
          recoveredAt ??= performance.now();
        }
      } catch {
        status = null;
      }
      const endedAt = performance.now();
      answers.push({ phase: sentIn, status, ms: endedAt - started, endedAt });
    }
  };

  const clients = Array.from({ length: plan.concurrency }, (_, n) => client(n));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  try {
    await sleep(plan.beforeMs);
    phase = 'away';
    phaseEnd.before = phaseStart.away = performance.now();
    if (plan.breakAndMend) {
      await plan.breakAndMend();
    } else {
      await target.embedded.stop(plan.stopMode);
      await sleep(plan.downMs);
      await target.embedded.start();
    }
    returnedAt = performance.now();
    phase = 'after';
    phaseEnd.away = phaseStart.after = returnedAt;
    await sleep(plan.afterMs);
  } finally {
    running = false;
    await Promise.all(clients);
    phaseEnd.after = performance.now();
  }

  const { outcomes, requestsByPhase } = tally(answers);
  // Every client served again: the last failure of the after phase.
  const lastFailure = answers
    .filter((a) => a.phase === 'after' && (a.status === null || a.status >= 500))
    .reduce((latest, a) => Math.max(latest, a.endedAt), returnedAt);

  const stored = new Set(
    acknowledged.length === 0
      ? []
      : (
          await target.db
            .selectFrom('books')
            .select('title')
            .where('title', 'in', acknowledged)
            .execute()
        ).map((row) => row.title),
  );
  const seconds = (p: Phase) => Math.max(0.001, (phaseEnd[p] - phaseStart[p]) / 1000);
  return {
    requests: requestsByPhase,
    outcomes,
    withoutRetryAfter,
    leaks,
    slowestWhileAwayMs: Math.max(0, ...answers.filter((a) => a.phase === 'away').map((a) => a.ms)),
    slowestBeforeMs: Math.max(0, ...answers.filter((a) => a.phase === 'before').map((a) => a.ms)),
    recoveredAfterMs: recoveredAt === null ? null : recoveredAt - returnedAt,
    allServedAfterMs: lastFailure - returnedAt,
    writesAcknowledged: acknowledged.length,
    writesLost: acknowledged.filter((title) => !stored.has(title)).length,
    throughput: {
      before: requestsByPhase.before / seconds('before'),
      away: requestsByPhase.away / seconds('away'),
      after: requestsByPhase.after / seconds('after'),
    },
  };
}

/** A request the load sends; `write` names the book a write adds, to look for afterwards. */
interface LoadRequest {
  url: string;
  init?: RequestInit;
  write?: string;
}

/**
 * What each client sends in turn: public reads over REST, tRPC and OPDS, health, and staff
 * writes (a book added over REST and over tRPC, titled with the run's tag and a count).
 */
function outageRequests(tag: string, staffCookie: string): Array<() => LoadRequest> {
  let counter = 0;
  /** A staff write adding a book, its body as `wrap` puts it (REST bare, tRPC under `json`). */
  const write = (url: string, wrap: (book: object) => object): LoadRequest => {
    const title = `Outage ${tag} ${++counter}`;
    return {
      url,
      write: title,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staffCookie },
        body: JSON.stringify(wrap({ title, author: 'Load', genre: 'history' })),
      },
    };
  };
  return [
    () => ({ url: '/api/books' }),
    () => ({ url: '/api/health' }),
    () => ({ url: '/api/events' }),
    () => ({
      url: `/trpc/books.list?input=${encodeURIComponent(JSON.stringify({ json: { genre: 'poetry' } }))}`,
    }),
    () => ({ url: '/trpc/ebooks.popular,ebooks.recent?batch=1&input=%7B%7D' }),
    () => ({ url: '/opds/new' }),
    () => write('/api/admin/books', (book) => book),
    () => write('/trpc/books.create', (book) => ({ json: book })),
  ];
}

/** Answers per phase and kind, and requests per phase. */
function tally(answers: Answer[]) {
  const outcomes: OutageReport['outcomes'] = { before: {}, away: {}, after: {} };
  const requestsByPhase: Record<Phase, number> = { before: 0, away: 0, after: 0 };
  for (const answer of answers) {
    const kind =
      answer.status === null
        ? 'no answer'
        : answer.status < 400
          ? 'ok'
          : answer.status === 503
            ? '503'
            : answer.status < 500
              ? `${answer.status}`
              : '5xx other';
    outcomes[answer.phase][kind] = (outcomes[answer.phase][kind] ?? 0) + 1;
    requestsByPhase[answer.phase]++;
  }
  return { outcomes, requestsByPhase };
}
