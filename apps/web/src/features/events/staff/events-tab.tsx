import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  LoadingState,
  panelSection as section,
  SegmentedControl,
} from '@app/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, useShowing } from '../../../components/list-pager';
import { DeleteConfirmation, EditDeleteButtons } from '../../../components/row-actions';
import { AttendeesDialog } from './attendees-dialog';
import { offsetOf, withoutEmpty } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import type { EventRecord } from './event-form';
import type { EventsTabSearch } from '../events-tab-search';
import * as styles from './events-tab.css';
import { useEventMutations } from './use-event-mutations';

/** Events a page of the staff list shows. */
export const EVENTS_TAB_PAGE_SIZE = 24;

export interface EventsTabProps {
  onAdd: () => void;
  onEdit: (event: EventRecord) => void;
  /** Upcoming or past, and the page, from the address. */
  search: EventsTabSearch;
  onSearch: (next: EventsTabSearch, options?: { replace?: boolean }) => void;
}

/**
 * The library's events as cards (date at time, category, places, edit and delete), upcoming
 * ones soonest first or past ones latest first, a page at a time.
 */
export function EventsTab({ onAdd, onEdit, search, onSearch }: EventsTabProps) {
  const { t } = useTranslation(['events-staff', 'staff']);
  const when = search.when ?? 'upcoming';
  const page = search.page ?? 1;
  const events = trpc.events.list.useQuery(
    { when, limit: EVENTS_TAB_PAGE_SIZE, offset: offsetOf(page, EVENTS_TAB_PAGE_SIZE) },
    { placeholderData: keepPreviousData },
  );
  const items = events.data?.items ?? [];
  const showing = useShowing(page, EVENTS_TAB_PAGE_SIZE, items.length, events.data?.total ?? 0);
  const [deleting, setDeleting] = useState<EventRecord | null>(null);
  const [viewing, setViewing] = useState<EventRecord | null>(null);
  const { remove } = useEventMutations();

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('title')}</h2>
        <Button onClick={onAdd}>{t('add')}</Button>
      </div>
      <SegmentedControl
        label={t('times.label')}
        value={when}
        onChange={(next) => onSearch(next === 'past' ? { when: next } : {})}
        options={[
          { value: 'upcoming', label: t('times.upcoming') },
          { value: 'past', label: t('times.past') },
        ]}
      />
      <p className={styles.count} role="status">
        {showing}
      </p>
      {events.isPending ? (
        <LoadingState>{t('loading')}</LoadingState>
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retryLabel={t('staff:actions.retry')}>
          {t('error')}
        </ErrorState>
      ) : items.length === 0 && when === 'past' ? (
        <EmptyState title={t('emptyPast')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} action={<Button onClick={onAdd}>{t('add')}</Button>} />
      ) : (
        <ul className={styles.grid} aria-busy={events.isPlaceholderData || undefined}>
          {items.map((event) => (
            <li key={event.id}>
              <Card className={styles.card} role="article" aria-label={event.title}>
                <CardHeader>
                  <span className={styles.category[event.category]}>
                    {t(`categories.${event.category}`)}
                  </span>
                  <CardTitle className={styles.title}>{event.title}</CardTitle>
                </CardHeader>
                <CardBody>
                  {event.description ? (
                    <p className={styles.description}>{event.description}</p>
                  ) : null}
                  <p className={styles.facts}>
                    <span>{t('dateAtTime', { date: event.date, time: event.time })}</span>
                    <span>{t('maxAttendees', { count: event.maxAttendees })}</span>
                  </p>
                </CardBody>
                <CardFooter>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${t('attendees.button')}: ${event.title}`}
                    onClick={() => setViewing(event)}
                  >
                    {t('attendees.button')}
                  </Button>
                  <EditDeleteButtons
                    item={event}
                    editLabel={t('editLabel', { title: event.title })}
                    deleteLabel={t('deleteLabel', { title: event.title })}
                    onEdit={onEdit}
                    onDelete={setDeleting}
                  />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {events.data ? (
        <ListPager
          page={page}
          pageSize={EVENTS_TAB_PAGE_SIZE}
          total={events.data.total}
          onPage={(next) =>
            onSearch(withoutEmpty({ ...search, page: next > 1 ? next : undefined }))
          }
          label={t('pages')}
        />
      ) : null}
      {viewing && <AttendeesDialog event={viewing} onClose={() => setViewing(null)} />}
      <DeleteConfirmation
        item={deleting}
        title={t('confirm.title')}
        message={(event) => t('confirm.message', { title: event.title })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
