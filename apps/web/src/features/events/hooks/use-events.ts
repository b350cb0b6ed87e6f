import type { EventTime } from '../events-tab-search';
import { joinPages, useMorePages } from '../../../lib/more-pages';
import { trpc } from '../../../lib/trpc';

/** Events a "Show more" adds. */
export const EVENTS_PAGE_SIZE = 12;

/**
 * The programme shown a page more at a time: upcoming events soonest first, or past ones
 * latest first (GET /api/events over tRPC).
 */
export function useEvents(when: EventTime) {
  const { pages, more } = useMorePages(when);
  const results = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, i) =>
      t.events.list({ when, limit: EVENTS_PAGE_SIZE, offset: i * EVENTS_PAGE_SIZE }),
    ),
  );
  return { ...joinPages(results), more };
}
