import { readFileSync, statSync } from 'node:fs';
import type { Config } from './env';

/** The server's clock: every rule that reads the time (due dates, overdue, sessions) reads this. */
export type Clock = () => Date;

/**
 * The real clock, or, with `TEST_CLOCK_FILE` (tests only), the real clock moved by the offset
 * that file holds (`{"offsetMs": 1728000000}`; a missing or unreadable file is no offset). The
 * file is read again only when it changes, so a test moves the running server's time by
 * writing it.
 */
export function createClock(config: Pick<Config, 'TEST_CLOCK_FILE'>): Clock {
  const file = config.TEST_CLOCK_FILE;
  if (!file) return () => new Date();
  let seen = '';
  let offsetMs = 0;
  return () => {
    let stamp = 'absent';
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen) {
        const value = (JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs;
        offsetMs = typeof value === 'number' && Number.isFinite(value) ? value : 0;
      }
    } catch {
      offsetMs = 0;
    }
    seen = stamp;
    return new Date(Date.now() + offsetMs);
  };
}
