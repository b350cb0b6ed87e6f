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
} from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation, EditDeleteButtons } from '../../../components/row-actions';
import { trpc } from '../../../lib/trpc';
import type { EventRecord } from './event-form';
import * as styles from './events-tab.css';
import { useEventMutations } from './use-event-mutations';

export interface EventsTabProps {
  onAdd: () => void;
  onEdit: (event: EventRecord) => void;
}

/** The library's events as cards: date at time, category, places, edit and delete. */
export function EventsTab({ onAdd, onEdit }: EventsTabProps) {
  const { t } = useTranslation(['events-staff', 'staff']);
  const events = trpc.events.list.useQuery();
  const [deleting, setDeleting] = useState<EventRecord | null>(null);
  const { remove } = useEventMutations();

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('title')}</h2>
        <Button onClick={onAdd}>{t('add')}</Button>
      </div>
      {events.isPending ? (
        <LoadingState>{t('loading')}</LoadingState>
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retryLabel={t('staff:actions.retry')}>
          {t('error')}
        </ErrorState>
      ) : events.data.length === 0 ? (
        <EmptyState title={t('empty')} action={<Button onClick={onAdd}>{t('add')}</Button>} />
      ) : (
        <ul className={styles.grid}>
          {events.data.map((event) => (
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
