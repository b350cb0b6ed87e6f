import type { Selectable } from 'kysely';

/** One rate limit's counter for one client (`ebooks.search:203.0.113.9`). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  windowEndsAt: Date;
}
export type RateLimit = Selectable<RateLimitsTable>;
