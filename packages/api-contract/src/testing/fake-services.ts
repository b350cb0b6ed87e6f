import { randomUUID } from 'node:crypto';
import type { JobKind, JobPayloads, JobQueue, JobRow } from '@app/db';
import { FAKE_RETRY_AFTER_SECONDS, readQuery } from '@app/testing/fake-import-catalogues';
import { IMPORT_CANDIDATES, ISBN_RECORDS } from '@app/testing/port-answers';
import {
  IMPORT_SOURCES,
  importCandidateSchema,
  type ImportCandidate,
  type ImportLanguage,
  type ImportSource,
} from '../schemas/ebooks-import';
import {
  EbookCatalogueError,
  type CatalogueClient,
  type EbookCatalogue,
  type EbookCatalogueFailure,
  type EbookCatalogueQuery,
  type CoverService,
  type IsbnRecord,
  type Mailer,
  type MailMessage,
  type Services,
} from '../services';

/**
 * The outside world at the contract's service ports: the catalogues answer what the API's
 * adapters read from the recorded answers (`@app/testing/port-answers`, kept true by the
 * adapters' own tests in apps/api), and fail the ways those adapters report failures. The
 * database is never faked; the contract's tests run on a real PostgreSQL.
 */

type CatalogueName = CatalogueClient['name'];

/** How a fake ISBN catalogue answers: from its records, or failing as an unreachable one. */
export type FakeLookupMode = 'normal' | 'down' | 'timeout';

export interface FakeCatalogueClients {
  /** Open Library, then Google Books: the order the API asks them in. */
  clients: CatalogueClient[];
  /** `<catalogue> <isbn>` for every look-up, in order (clear it with `length = 0`). */
  requests: string[];
  setMode(name: CatalogueName, mode: FakeLookupMode): void;
}

/** Open Library and Google Books as `CatalogueClient`s, each knowing its `FAKE_ISBNS`. */
export function fakeCatalogueClients(): FakeCatalogueClients {
  const requests: string[] = [];
  const modes: Record<CatalogueName, FakeLookupMode> = {
    openlibrary: 'normal',
    googlebooks: 'normal',
  };
  const client = (name: CatalogueName): CatalogueClient => ({
    name,
    lookup(isbn13) {
      requests.push(`${name} ${isbn13}`);
      // Worded as the adapters word them (apps/api/src/inventory/lookup).
      if (modes[name] === 'down') return Promise.reject(new Error(`${name}: HTTP 503`));
      if (modes[name] === 'timeout') {
        return Promise.reject(new Error(`${name}: timed out after 300 ms`));
      }
      // The adapters' tests prove they read exactly these records, typed IsbnRecord.
      const record = ISBN_RECORDS[name][isbn13] as IsbnRecord | undefined;
      return Promise.resolve(record ? structuredClone(record) : null);
    },
  });
  return {
    clients: [client('openlibrary'), client('googlebooks')],
    requests,
    setMode(name, mode) {
      modes[name] = mode;
    },
  };
}

/** What each misbehaviour word makes the fake servers do, as the adapters then report it. */
const FAILURES: Record<string, EbookCatalogueFailure> = {
  slow: { kind: 'timeout' },
  ratelimit: { kind: 'rate-limited', retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS },
  broken: { kind: 'unavailable', status: 500 },
  malformed: { kind: 'bad-answer' },
};

export interface FakeEbookCatalogues {
  catalogues: Record<ImportSource, EbookCatalogue>;
  /** Every search received, in order (clear it with `length = 0`). */
  requests: (EbookCatalogueQuery & { source: ImportSource })[];
}

/**
 * Gutendex and Open Library's search as `EbookCatalogue`s: each answers every free book it
 * offers in the language asked (ranking by the words is the catalogue's business), and fails
 * when the query holds `slow`, `ratelimit`, `broken` or `malformed`, like the fake servers.
 */
export function fakeEbookCatalogues(): FakeEbookCatalogues {
  const requests: FakeEbookCatalogues['requests'] = [];
  const offered = (source: ImportSource, language: ImportLanguage): ImportCandidate[] =>
    // Checked on arrival: this package owns the shape the recorded answers must have.
    importCandidateSchema.array().parse(IMPORT_CANDIDATES[source][language]);
  const catalogue = (source: ImportSource): EbookCatalogue => ({
    source,
    search(query) {
      requests.push({ source, ...query });
      const { misbehaviour } = readQuery(query.query);
      if (misbehaviour) {
        const failure = FAILURES[misbehaviour]!;
        return Promise.reject(new EbookCatalogueError(source, failure, failure.kind));
      }
      return Promise.resolve(offered(source, query.language));
    },
  });
  return {
    catalogues: Object.fromEntries(IMPORT_SOURCES.map((s) => [s, catalogue(s)])) as Record<
      ImportSource,
      EbookCatalogue
    >,
    requests,
  };
}

export interface FakeCovers {
  covers: CoverService;
  /** Every ISBN a cover was asked for, in order. */
  requests: string[];
}

/**
 * Open Library's cover service at its port, as the API's adapter reports it: a URL on this
 * site for the ISBNs in `withCover`, null (no cover, or unreachable) for any other.
 */
export function fakeCovers(withCover: readonly string[] = []): FakeCovers {
  const requests: string[] = [];
  return {
    requests,
    covers: {
      fetchCover(isbn13) {
        requests.push(isbn13);
        return Promise.resolve(
          withCover.includes(isbn13) ? `/api/books/covers/${isbn13}-fake.webp` : null,
        );
      },
    },
  };
}

/**
 * A port the test does not expect to be used: any call rejects, naming it, so a test that
 * reaches it fails loudly instead of passing on an invented answer.
 */
function unwired<T extends object>(port: string): T {
  return new Proxy({} as T, {
    get: (_, method) =>
      typeof method === 'string' && method !== 'then'
        ? () => Promise.reject(new Error(`services.${port}.${method} is not wired in this test`))
        : undefined,
  });
}

/** The public address QR labels encode in tests. */
export const TEST_PUBLIC_ORIGIN = 'https://library.example.lk';

/**
 * Services for a contract test: the fake catalogues and covers above (no title has a cover
 * unless a test wires `fakeCovers` with some), a job queue that records, and `vision`, `images` and `auth`
 * unwired (their behaviour is the API's adapters', tested there); `overrides` replace any.
 */
export function testServices(overrides: Partial<Services> = {}): Services {
  return {
    auth: unwired('auth'),
    catalogues: fakeCatalogueClients().clients,
    vision: unwired('vision'),
    images: unwired('images'),
    covers: fakeCovers().covers,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    ebookCatalogues: fakeEbookCatalogues().catalogues,
    mailer: fakeMailer().mailer,
    jobs: fakeJobs().jobs,
    webhooks: { secretsKey: null, testReceivers: [] },
    ...overrides,
  };
}

/** A mailer that keeps what it is given (the API's real one speaks SMTP; tested there). */
export function fakeMailer(
  options: { configured?: boolean; failFor?: (to: string) => boolean } = {},
) {
  const sent: MailMessage[] = [];
  const configured = options.configured ?? true;
  const mailer: Mailer = {
    configured,
    from: configured ? 'newsletter@library.example.lk' : null,
    async send(message) {
      if (!configured) throw new Error('mail is not configured');
      if (options.failFor?.(message.to)) throw new Error(`mailbox ${message.to} refused`);
      sent.push(message);
    },
  };
  return { mailer, sent, to: (address: string) => sent.filter((m) => m.to === address) };
}

/** A job queue that only records what was queued; tests run the work themselves. */
export function fakeJobs() {
  const queued: { name: JobKind; payload: JobPayloads[JobKind]; row: JobRow }[] = [];
  const jobs: JobQueue = {
    async enqueue(name, payload, meta) {
      const now = new Date();
      const row: JobRow = {
        id: randomUUID(),
        kind: name,
        requestedBy: meta.requestedBy,
        subjectId: meta.subjectId ?? null,
        state: 'queued',
        done: 0,
        total: meta.total,
        attempts: 0,
        result: null,
        errorCode: null,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
      };
      queued.push({ name, payload, row });
      return row;
    },
  };
  return { jobs, queued };
}
