import type { RouterOutputs } from '@app/api-contract';
import { Button, Card, CardBody, EmptyText, ErrorState, LoadingState, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from '../../../components/account-list.css';
import { EventWhen } from './event-card';

type Place = RouterOutputs['eventPlaces']['mine'][number];

/**
 * A signed-in member's places at events to come, and their places on waitlists; cancelling asks
 * once more, since the place goes to the next person waiting.
 */
export function MyEvents() {
  const { t } = useTranslation(['events', 'errors', 'common']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const places = trpc.eventPlaces.mine.useQuery();
  const [asking, setAsking] = useState<number | null>(null);
  const cancel = trpc.eventPlaces.cancelMine.useMutation({
    onSuccess: (_, { id }) => {
      const title = places.data?.find((place) => place.id === id)?.title ?? '';
      setAsking(null);
      toast({ title: t('mine.cancelled', { title }) });
      void utils.eventPlaces.mine.invalidate();
      void utils.eventPlaces.counts.invalidate();
    },
    onError: (error) => toast({ title: serverMessage(error, t) ?? t('errors:INTERNAL') }),
  });

  const row = (place: Place) => (
    <li key={place.id} className={styles.loan} data-testid="my-event">
      <div>
        <p className={styles.title}>{place.title}</p>
        <p className={styles.meta}>
          <EventWhen event={place} />
        </p>
      </div>
      <div className={styles.when}>
        <span>{t(`mine.status.${place.status as 'confirmed' | 'waitlisted' | 'pending'}`)}</span>
      </div>
      <div className={styles.actions}>
        {asking === place.id ? (
          <>
            <span className={styles.meta} id={`place-${place.id}-ask`}>
              {t('mine.confirmLabel', { title: place.title })}
            </span>
            <Button
              size="sm"
              variant="destructive"
              loading={cancel.isPending}
              aria-describedby={`place-${place.id}-ask`}
              onClick={() => cancel.mutate({ id: place.id })}
            >
              {t('mine.cancel')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
              {t('mine.keep')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setAsking(place.id)}>
            {t('mine.cancel')}
          </Button>
        )}
      </div>
    </li>
  );

  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{t('mine.title')}</h2>
        {places.isPending ? (
          <LoadingState>{t('mine.loading')}</LoadingState>
        ) : places.isError ? (
          <ErrorState onRetry={() => void places.refetch()} retryLabel={t('common:actions.retry')}>
            {t('mine.failed')}
          </ErrorState>
        ) : places.data.length === 0 ? (
          <EmptyText>{t('mine.empty')}</EmptyText>
        ) : (
          <ul className={styles.list}>{places.data.map(row)}</ul>
        )}
      </CardBody>
    </Card>
  );
}
