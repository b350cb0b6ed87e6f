import { hitRateLimit, type Db } from '@app/db';
import { isStaffRole, type UserRole } from '@app/db/constants';
import ipaddr from 'ipaddr.js';
import { appError } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits on the public writes and the expensive public reads, per client address, counted in
 * PostgreSQL so that every API process shares them (decision 0019). Staff are never limited:
 * their daily work (a 100-book import, a morning of scanning) is not abuse.
 */
export interface LimitRule {
  /** The counter's name in the key (`search:203.0.113.9`). */
  name: string;
  max: number;
  windowMs: number;
  /** Counted per client and item (one e-book), not per client alone. */
  perItem?: boolean;
}

export const RATE_LIMITS = {
  /**
   * Sign-in attempts of any outcome from browsers the account has not signed in from (the auth
   * service counts them; the failures have their own delays: decision 0018).
   */
  signIn: [{ name: 'sign-in', max: 30, windowMs: MINUTE }],
  /**
   * "Forgot your password?": a few people an hour from one computer (the job also sends at
   * most PASSWORD_RESET_MAILS_PER_HOUR mails to one address, whoever asks).
   */
  passwordReset: [{ name: 'password-reset', max: 10, windowMs: HOUR }],
  /** A person subscribes once; a shared library computer, a few people an hour. */
  newsletter: [{ name: 'newsletter', max: 10, windowMs: HOUR }],
  /**
   * Counted downloads: a few a minute of one book, a few a day, twenty a minute of any; a
   * refused download is not counted, so one client cannot move "popular".
   */
  download: [
    { name: 'download-item', max: 3, windowMs: MINUTE, perItem: true },
    { name: 'download-item-day', max: 10, windowMs: DAY, perItem: true },
    { name: 'download', max: 20, windowMs: MINUTE },
  ],
  /** Ranked search (the web's, REST's and OPDS's share one counter): one a second on average. */
  search: [{ name: 'search', max: 60, windowMs: MINUTE }],
  /**
   * E-books' preview cards (a link preview asks for one; each version is drawn once and kept,
   * but a client walking every e-book's card would make the server draw them all).
   */
  card: [{ name: 'card', max: 60, windowMs: MINUTE }],
  /** E-book files that must be fetched from their remote host (cached copies are free). */
  remoteFetch: [{ name: 'remote-fetch', max: 10, windowMs: 10 * MINUTE }],
  /** Places at events: a family signs up a few people; a shared computer, a few an hour. */
  eventPlace: [{ name: 'event-place', max: 20, windowMs: HOUR }],
} as const satisfies Record<string, readonly LimitRule[]>;
export type LimitedAction = keyof typeof RATE_LIMITS;

/**
 * The part of an address one client controls: an IPv4 address, an IPv6 client's /64 network
 * (a home or phone gets a whole /64, and would otherwise have 2^64 addresses to rotate
 * through). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * Interpolation values that tell a person how long to wait, in seconds up to a minute and a
 * half, else in minutes (`errors:RATE_LIMITED_seconds_other`…): `count` picks the plural form.
 */
export function waitParams(retryAfterSeconds: number): Record<string, string | number> {
  const inSeconds = retryAfterSeconds <= 90;
  return {
    retryAfterSeconds,
    count: inSeconds ? retryAfterSeconds : Math.ceil(retryAfterSeconds / 60),
    context: inSeconds ? 'seconds' : 'minutes',
  };
}

export interface LimitedClient {
  ip: string;
  role: UserRole | null;
}

/**
 * Counts this request against `action`'s rules and answers how many seconds the client must
 * wait (0: go ahead). Staff are not counted.
 */
export async function rateLimitWait(
  db: Db,
  action: LimitedAction,
  client: LimitedClient,
  now: Date,
  item?: string | number,
): Promise<number> {
  if (isStaffRole(client.role)) return 0;
  const who = clientKey(client.ip);
  const waits = await Promise.all(
    RATE_LIMITS[action].map(async (rule: LimitRule) => {
      const key = `${rule.name}:${who}${rule.perItem ? `:${item}` : ''}`;
      const { hits, windowEndsAt } = await hitRateLimit(db, key, rule.windowMs, now);
      if (hits <= rule.max) return 0;
      return Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
    }),
  );
  return Math.max(0, ...waits);
}

/** The 429 of a limit, with how long to wait (Retry-After and the translated sentence). */
export function rateLimited(retryAfterSeconds: number) {
  return appError('RATE_LIMITED', `Rate limited for ${retryAfterSeconds} s`, {
    params: waitParams(retryAfterSeconds),
  });
}

/** Refuses with 429 RATE_LIMITED when `action`'s limit is reached (see {@link rateLimitWait}). */
export async function enforceRateLimit(
  db: Db,
  action: LimitedAction,
  client: LimitedClient,
  now: Date,
  item?: string | number,
): Promise<void> {
  const wait = await rateLimitWait(db, action, client, now, item);
  if (wait > 0) throw rateLimited(wait);
}
