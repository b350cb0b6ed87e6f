import { countLoginFailures, type Db } from '@app/db';

export interface LoginLimits {
  /** Failures allowed in the window; the next attempt is refused with 429. */
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/**
 * Seconds until this e-mail and this address may try again, or 0 when they may now.
 * The lock lifts by itself as failures age out of the window (at most `windowMs`), so a real
 * user is never locked out for long, and refused attempts do not extend it.
 */
export async function loginRetryAfterSeconds(
  db: Db,
  email: string,
  ip: string,
  now: Date,
  limits: LoginLimits,
): Promise<number> {
  const since = new Date(now.getTime() - limits.windowMs);
  const counts = await countLoginFailures(db, email, ip, since);
  const blockedUntil = [
    counts.byEmail >= limits.maxFailures ? counts.oldestByEmail : null,
    counts.byIp >= limits.maxFailures ? counts.oldestByIp : null,
  ]
    .filter((d): d is Date => d !== null)
    .map((oldest) => oldest.getTime() + limits.windowMs);
  if (blockedUntil.length === 0) return 0;
  return Math.max(1, Math.ceil((Math.max(...blockedUntil) - now.getTime()) / 1000));
}
