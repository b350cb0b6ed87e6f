import { createFileRoute } from '@tanstack/react-router';
import {
  parseEventsTabSearch,
  type EventsTabSearch,
} from '../../../features/events/events-tab-search';
import { EventDialog } from '../../../features/events/staff/event-dialog';
import type { EventRecord } from '../../../features/events/staff/event-form';
import { EventsTab } from '../../../features/events/staff/events-tab';
import { parseAddSearch, withoutEmpty, type AddSearch } from '../../../lib/search-params';
import { useRowDialog } from '../../../lib/use-row-dialog';

// Events to come or past ones, a page at a time; the quick action Add Event lands here.
export const Route = createFileRoute('/_staff/admin/events')({
  validateSearch: (raw: Record<string, unknown>): EventsTabSearch & AddSearch => ({
    ...parseEventsTabSearch(raw),
    ...parseAddSearch(raw),
  }),
  component: EventsRoute,
});

function EventsRoute() {
  const { add, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<EventRecord>(
    add === true,
    (open) =>
      void navigate({ search: withoutEmpty({ ...search, add: open || undefined }), replace: true }),
  );
  return (
    <>
      <EventsTab
        onAdd={dialog.add}
        onEdit={dialog.edit}
        search={search}
        onSearch={(next, options) =>
          void navigate({ search: withoutEmpty(next), replace: options?.replace })
        }
      />
      {dialog.open ? <EventDialog event={dialog.open.row} onClose={dialog.close} /> : null}
    </>
  );
}
