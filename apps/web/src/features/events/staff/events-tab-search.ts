import { EVENT_TIMES, type EventTime } from '@app/api-contract/schemas/events';
import { choiceParam, pageParam, withoutEmpty } from '../../../lib/search-params';

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
