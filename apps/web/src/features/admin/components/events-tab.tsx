import { Button, Card, CardBody, CardFooter, CardHeader, CardTitle } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import type { AdminEvent } from '../admin-types';
import { useEventMutations } from '../hooks/use-event-mutations';
import { DeleteConfirmation, EditDeleteButtons } from './row-actions';
import * as styles from './events-tab.css';
import { EmptyState, ErrorState, LoadingState } from './panel-state';
import * as section from './tab-section.css';

export interface EventsTabProps {
  onAdd: () => void;
  onEdit: (event: AdminEvent) => void;
}

/** The library's events as cards: date at time, category, places, edit and delete. */
export function EventsTab({ onAdd, onEdit }: EventsTabProps) {
  const { t } = useTranslation('admin');
  const events = trpc.events.list.useQuery();
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const { remove } = useEventMutations();

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('events.title')}</h2>
        <Button onClick={onAdd}>{t('events.add')}</Button>
      </div>
      {events.isPending ? (
        <LoadingState>{t('events.loading')}</LoadingState>
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()}>{t('events.error')}</ErrorState>
      ) : events.data.length === 0 ? (
        <EmptyState
          title={t('events.empty')}
          action={<Button onClick={onAdd}>{t('events.add')}</Button>}
        />
      ) : (
        <ul className={styles.grid}>
          {events.data.map((event) => (
            <li key={event.id}>
              <Card className={styles.card} role="article" aria-label={event.title}>
                <CardHeader>
                  <span className={styles.category[event.category]}>
                    {t(`events.categories.${event.category}`)}
                  </span>
                  <CardTitle className={styles.title}>{event.title}</CardTitle>
                </CardHeader>
                <CardBody>
                  {event.description ? (
                    <p className={styles.description}>{event.description}</p>
                  ) : null}
                  <p className={styles.facts}>
                    <span>{t('events.dateAtTime', { date: event.date, time: event.time })}</span>
                    <span>{t('events.maxAttendees', { count: event.maxAttendees })}</span>
                  </p>
                </CardBody>
                <CardFooter>
                  <EditDeleteButtons
                    kind="events"
                    item={event}
                    onEdit={onEdit}
                    onDelete={setDeleting}
                  />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmation
        kind="events"
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
