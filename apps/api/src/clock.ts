import { readFileSync } from 'node:fs';
import type { Config } from './env';

/** The server's clock: every rule that reads the time (due dates, overdue, sessions) reads this. */
export type Clock = () => Date;

/**
 * The real clock, or, with `TEST_CLOCK_FILE` (tests only), the real clock moved by the offset
 * that file holds (`{"offsetMs": 1728000000}`; a missing or unreadable file is no offset), so a
 * test moves the running server's time by writing it.
 */
export function createClock(config: Pick<Config, 'TEST_CLOCK_FILE'>): Clock {
  const file = config.TEST_CLOCK_FILE;
  if (!file) return () => new Date();
  // Read on every call: a few bytes, in tests only, and never a stale offset.
  return () => {
    let offsetMs = 0;
    try {
      const value = (JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs;
      if (typeof value === 'number' && Number.isFinite(value)) offsetMs = value;
    } catch {
      // No file, or one being written: no offset.
    }
    return new Date(Date.now() + offsetMs);
  };
}
