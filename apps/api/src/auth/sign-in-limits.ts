import { tallyLoginFailures, type Db, type FailureTally } from '@app/db';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How failed sign-ins slow down the next attempt (decision 0018). Each rule counts failures of
 * the last hour; past its free failures, the next attempt waits `baseMs` after the latest
 * failure, doubling with each further failure up to `capMs`. Nothing is ever locked for good,
 * and an attempt that is refused for waiting is not a failure, so hammering does not lengthen
 * the wait.
 */
export interface DelayRule {
  free: number;
  baseMs: number;
  capMs: number;
}

export interface SignInLimits {
  windowMs: number;
  /** One account from one address, by a device the account has not signed in from. */
  pair: DelayRule;
  /** One account from anywhere, by such devices: a guesser spread over many addresses. */
  account: DelayRule;
  /** Any accounts from one address, by such devices: a password spray. */
  address: DelayRule;
  /** One account from a device it has signed in from: its owner mistyping. */
  device: DelayRule;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  windowMs: 60 * MINUTE,
  pair: { free: 3, baseMs: SECOND, capMs: 5 * MINUTE },
  account: { free: 5, baseMs: 2 * SECOND, capMs: 15 * MINUTE },
  address: { free: 10, baseMs: 2 * SECOND, capMs: 15 * MINUTE },
  device: { free: 5, baseMs: SECOND, capMs: 5 * MINUTE },
};

/** Milliseconds still to wait under one rule (0: none). */
export function delayLeft(tally: FailureTally, rule: DelayRule, now: Date): number {
  if (tally.count < rule.free || !tally.last) return 0;
  const delay = Math.min(rule.capMs, rule.baseMs * 2 ** (tally.count - rule.free));
  return Math.max(0, tally.last.getTime() + delay - now.getTime());
}

/**
 * Seconds this attempt must wait (0: it may try now). A device the account has signed in from
 * answers only for its own failures: an attacker elsewhere, or on the same library router,
 * cannot slow the owner's own browser down. Every other attempt answers for the account's
 * failures from such devices everywhere, for this address's, and for the pair's.
 */
export async function signInWaitSeconds(
  db: Db,
  attempt: { email: string; address: string; deviceHash: string | null; trusted: boolean },
  now: Date,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): Promise<number> {
  const tallies = await tallyLoginFailures(db, {
    email: attempt.email,
    ipAddress: attempt.address,
    deviceHash: attempt.deviceHash,
    since: new Date(now.getTime() - limits.windowMs),
  });
  const waits = attempt.trusted
    ? [delayLeft(tallies.device, limits.device, now)]
    : [
        delayLeft(tallies.pair, limits.pair, now),
        delayLeft(tallies.account, limits.account, now),
        delayLeft(tallies.address, limits.address, now),
      ];
  const ms = Math.max(...waits);
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}
