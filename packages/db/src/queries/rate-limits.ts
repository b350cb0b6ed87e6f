import { sql } from 'kysely';
import type { Db } from '../client';

// Rate limits shared by every API process (decision 0019).

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts `count` hits (one unless told) on `key` and answers the window's count, in one atomic
 * statement: the first hit (or the first after the window ended) opens a window of `windowMs`;
 * later ones add to it. Concurrent hits from any number of processes are all counted.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
  count = 1,
): Promise<RateLimitHit> {
  const endsAt = new Date(now.getTime() + windowMs);
  const { rows } = await sql<RateLimitHit>`
    insert into rate_limits as r (key, hits, window_ends_at)
    values (${key}, ${count}::integer, ${endsAt})
    on conflict (key) do update set
      hits = case when r.window_ends_at <= ${now} then ${count}::integer else r.hits + ${count}::integer end,
      window_ends_at = case when r.window_ends_at <= ${now} then ${endsAt} else r.window_ends_at end
    returning hits, window_ends_at as "windowEndsAt"`.execute(db);
  return rows[0]!;
}

/** Housekeeping: counters whose window has passed decide nothing any more. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rateLimits')
    .where('windowEndsAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
