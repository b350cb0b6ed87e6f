import net from 'node:net';
import path from 'node:path';
import { findRepoRoot, type CreateDbOptions } from '@app/db';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const withDefault = (fallback: string) => z.preprocess(emptyAsUndefined, z.url().default(fallback));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Absent: an embedded PostgreSQL under DATA_DIR/pg. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * How long the site waits for a new database connection, and for a statement's answer,
   * before it counts the database as away and answers 503 (decision 0020). A statement of this
   * site takes milliseconds; a frozen or unreachable server answers nothing at all.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(750),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(750),
  /**
   * What the site seeds at start: library (content; the default), demo (content plus the demo
   * staff with published passwords: `pnpm dev` and the tests ask for it by name), none.
   */
  SEED: z.preprocess(emptyAsUndefined, z.enum(['demo', 'library', 'none']).default('library')),
  /**
   * Which proxies may say who the client is (X-Forwarded-For): off by default, a hop count, or
   * a comma-separated list of addresses and CIDR ranges (see `parseTrustProxy`).
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * Who may read `/metrics`: addresses and CIDR ranges (or loopback, linklocal, uniquelocal),
   * comma-separated; `none` for nobody by address. Loopback by default.
   */
  METRICS_ALLOW: z.preprocess(emptyAsUndefined, z.string().default('loopback')),
  /** Also lets anyone sending `Authorization: Bearer <this>` read `/metrics` (at least 24 characters). */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24).max(200).optional()),
  /** Days the download log keeps a reader's IP address and user agent before housekeeping drops them. */
  DOWNLOAD_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PUBLIC_ORIGIN: optionalUrl,
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).max(128).optional()),
  OPENLIBRARY_BASE_URL: withDefault('https://openlibrary.org'),
  GOOGLE_BOOKS_BASE_URL: withDefault('https://www.googleapis.com'),
  GUTENDEX_BASE_URL: withDefault('https://gutendex.com'),
  /** Open Library's cover service: a verified copy's title gets its cover from here. */
  OPENLIBRARY_COVERS_BASE_URL: withDefault('https://covers.openlibrary.org'),
  OPENAI_BASE_URL: withDefault('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Each catalogue look-up gives up after this long (the scan is saved anyway). */
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** The AI cover reading gives up after this long and offline OCR takes over. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** An e-book import search at Gutendex or Open Library gives up after this long. */
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  UPLOAD_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where files are kept: `local` (UPLOAD_DIR) or `s3` (any S3-compatible object storage). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_REGION: z.string().default('us-east-1'),
  STORAGE_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STORAGE_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  STORAGE_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Path-style addresses (`endpoint/bucket/key`), as self-hosted servers (SeaweedFS) want. */
  STORAGE_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  STORAGE_S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Largest remote e-book file the site fetches (and mirrors) for readers; 60 MB. */
  EBOOK_PROXY_MAX_BYTES: z.coerce.number().int().min(1024).default(62_914_560),
  /** A remote e-book fetch (every redirect and the whole body) gives up after this long. */
  EBOOK_PROXY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Largest e-book file staff may upload; 50 MB. */
  EBOOK_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(52_428_800),
  /**
   * Tests only: remote e-book files are fetched from `<this>/<host><path>` instead of their own
   * host (the allow-list still applies to every URL and redirect).
   */
  EBOOK_REMOTE_BASE_URL: optionalUrl,
  /**
   * Seals webhook endpoints' signing secrets (decision 0048): at least 32 characters, kept out
   * of the database so a dump or a backup cannot sign deliveries. Absent: a key the database
   * keeps does (as the newsletter's link key). Changing it makes the secrets sealed with the old
   * one unreadable: those endpoints must be registered again.
   */
  WEBHOOK_SECRETS_KEY: z.preprocess(emptyAsUndefined, z.string().min(32).max(200).optional()),
  /** A webhook delivery's request (connect, send, answer) gives up after this long. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Tests only: addresses (comma-separated) a webhook may be sent to though they are inside
   * (a test's own receiver on loopback), over plain http too. Production refuses it.
   */
  WEBHOOK_TEST_RECEIVERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((list) => (list ? list.split(',').map((entry) => entry.trim()) : []))
      .refine((list) => list.every((entry) => net.isIP(entry) !== 0), 'IP addresses only'),
  ),
  /**
   * Tests only: a file holding `{"offsetMs": n}`; the server's clock runs that far ahead of the
   * real one (read afresh each time), so an end-to-end test can move past a due date.
   */
  TEST_CLOCK_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The mail server the newsletter sends through (`smtp://user:pass@host:587`, `smtps://…`).
   * Absent: nothing is sent; sign-ups are kept and the dashboard says mail is not configured.
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'an smtp:// or smtps:// address')
      .optional(),
  ),
  /** The sender of the newsletter's e-mails: `Jaffna Public Library <news@library.lk>`. */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).max(300).optional()),
  /**
   * Migrate the database (and the job queue's schema) at start. The production compose file runs
   * a one-shot migration service instead and starts the replicas with false.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Whether this process runs queued jobs (photo readings, imports, file copies). */
  JOBS_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Photo readings this process runs at once (OCR takes a core while it reads). */
  JOBS_READ_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** A worker silent this long has its job taken back and retried (at least 10). */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** How often silent workers are looked for, and idle workers ask for work. */
  JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often the queue's finished jobs are deleted (their outcome stays on the jobs' rows). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * Seconds between a stop signal and closing: `/api/ready` answers 503 meanwhile, so a proxy
   * checking it sends no new request here, and none is refused mid-stop. 5 in production, else 0.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  /** Built web app to serve in production; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Work per new password hash: `strong` (argon2id, 19 MiB, 2 iterations) unless a test asks
   * for `minimal`, which production refuses.
   */
  PASSWORD_HASH_COST: z.enum(['strong', 'minimal']).default('strong'),
  /**
   * Set by pnpm: the folder a `pnpm …` command was typed in (a script runs in its package's
   * folder), so `pnpm db:restore FILE` finds a relative FILE where the user is.
   */
  INIT_CWD: z.preprocess(emptyAsUndefined, z.string().optional()),
});

/**
 * Settings that exist for tests (and `pnpm dev`): each makes a site unsafe or untrue, so a
 * production start refuses them, saying which and why. Tests that run the built site set
 * NODE_ENV=test (and WEB_DIST_DIR to serve it).
 */
const TEST_ONLY: Array<{
  key: keyof z.infer<typeof schema>;
  set: (env: z.infer<typeof schema>) => boolean;
  message: string;
}> = [
  {
    key: 'PASSWORD_HASH_COST',
    set: (env) => env.PASSWORD_HASH_COST !== 'strong',
    message: 'production hashes passwords at the strong cost',
  },
  {
    key: 'SEED',
    set: (env) => env.SEED === 'demo',
    message:
      'demo makes staff accounts whose passwords are published; production refuses it (library or none)',
  },
  {
    key: 'TEST_CLOCK_FILE',
    set: (env) => env.TEST_CLOCK_FILE !== undefined,
    message: "tests only (it moves the server's clock); production refuses it: remove it",
  },
  {
    key: 'WEBHOOK_TEST_RECEIVERS',
    set: (env) => env.WEBHOOK_TEST_RECEIVERS.length > 0,
    message:
      'tests only (it lets webhooks reach inside addresses over plain http); production refuses it: remove it',
  },
  {
    key: 'EBOOK_REMOTE_BASE_URL',
    set: (env) => env.EBOOK_REMOTE_BASE_URL !== undefined,
    message:
      'tests only (it fetches every e-book file from one server); production refuses it: remove it',
  },
];

const checked = schema
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const rule of TEST_ONLY) {
      if (rule.set(env)) ctx.addIssue({ code: 'custom', path: [rule.key], message: rule.message });
    }
  })
  .superRefine((env, ctx) => {
    const problem = trustProxyProblem(env.TRUST_PROXY);
    if (problem) ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: problem });
    const badAllow =
      env.METRICS_ALLOW.trim() === 'none' ? [] : addressListProblems(env.METRICS_ALLOW);
    if (badAllow.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_ALLOW'],
        message: `not an address or CIDR range: ${badAllow.join(', ')}`,
      });
    }
  })
  .refine(
    (env) =>
      env.STORAGE !== 's3' ||
      Boolean(
        env.STORAGE_S3_BUCKET && env.STORAGE_S3_ACCESS_KEY_ID && env.STORAGE_S3_SECRET_ACCESS_KEY,
      ),
    {
      path: ['STORAGE'],
      message:
        'STORAGE=s3 needs STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY',
    },
  );

/**
 * Fastify's `trustProxy`: false (the socket's address is the client), a hop count (that many
 * proxies in front, the client is the address they saw), or the proxies' own addresses and
 * ranges (only a request from one of them may name the client; the client is the nearest
 * address in X-Forwarded-For that is not a trusted proxy, so a hop the client prepends changes
 * nothing). `true` (believe anyone) is refused: the header is the client's to write.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole families of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/** The entries of a comma-separated list that are not an address, a range or a named range. */
function addressListProblems(list: string): string[] {
  return list
    .split(',')
    .map((e) => e.trim())
    .filter((e) => !isAddressOrRange(e));
}

function trustProxyProblem(raw: string | undefined): string | null {
  if (raw === undefined || /^(false|off|no|0)$/i.test(raw.trim())) return null;
  const value = raw.trim();
  if (/^(true|on|yes|\*)$/i.test(value)) {
    return "trusting every proxy lets any client forge its address: give the hop count or the proxies' addresses";
  }
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? null : 'at most 10 proxy hops';
  const bad = addressListProblems(value);
  return bad.length ? `not an address, CIDR range or hop count: ${bad.join(', ')}` : null;
}

/** The checked TRUST_PROXY as Fastify takes it. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || /^(false|off|no|0)$/i.test(raw.trim())) return false;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((e) => e.trim());
}

export type Env = z.infer<typeof schema>;

/** Configuration with every derived default filled in. */
export interface Config extends Omit<Env, 'TRUST_PROXY' | 'SHUTDOWN_DRAIN_SECONDS'> {
  DATA_DIR: string;
  SHUTDOWN_DRAIN_SECONDS: number;
  UPLOAD_DIR: string;
  WEB_DIST_DIR: string;
  /** Serve the built web app: in production, or wherever WEB_DIST_DIR is given (the e2e site). */
  SERVE_WEB: boolean;
  PUBLIC_ORIGIN: string;
  TRUST_PROXY: TrustProxy;
}

/** Parses `source` (process.env by default) once; throws a readable list of what is wrong. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const root = findRepoRoot(import.meta.dirname);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, '.data'));
  return {
    ...env,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist')),
    SERVE_WEB: env.NODE_ENV === 'production' || env.WEB_DIST_DIR !== undefined,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    TRUST_PROXY: parseTrustProxy(env.TRUST_PROXY),
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0),
  };
}

/** The serving pool's timeouts (migrations and the CLI use pools without them). */
export function databasePoolOptions(config: Config): CreateDbOptions {
  return {
    connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    keepIdle: 4,
  };
}

/**
 * The environment of a child process this one starts (pg_dump, pg_restore): this process's,
 * plus `extra` (a password goes to the child this way, never on its command line).
 */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
