import { choiceParam, pageParam, withoutEmpty } from '../../lib/search-params';

/** Events to come (soonest first) or past ones (latest first), as the API names them. */
export const EVENT_TIMES = ['upcoming', 'past'] as const;
export type EventTime = (typeof EVENT_TIMES)[number];

/** The staff events list's place in the address: past ones or not, and the page. */
export interface EventsTabSearch {
  when?: Exclude<EventTime, 'upcoming'>;
  page?: number;
}

export function parseEventsTabSearch(raw: Record<string, unknown>): EventsTabSearch {
  return withoutEmpty<EventsTabSearch>({
    when: choiceParam(raw.when, EVENT_TIMES, 'upcoming') as EventsTabSearch['when'],
    page: pageParam(raw.page),
  });
}
