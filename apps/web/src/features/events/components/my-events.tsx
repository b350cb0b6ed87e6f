import type { RouterOutputs } from '@app/api-contract';
import { useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from '../../../components/account-list.css';
import { AccountSection, CancelAfterAsking } from '../../../components/account-section';
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
        <CancelAfterAsking
          id={`place-${place.id}-ask`}
          asking={asking === place.id}
          onAsk={() => setAsking(place.id)}
          onKeep={() => setAsking(null)}
          onConfirm={() => cancel.mutate({ id: place.id })}
          busy={cancel.isPending}
          texts={{
            cancel: t('mine.cancel'),
            question: t('mine.confirmLabel', { title: place.title }),
            confirm: t('mine.cancel'),
            keep: t('mine.keep'),
          }}
        />
      </div>
    </li>
  );

  return (
    <AccountSection
      texts={{
        heading: t('mine.title'),
        loading: t('mine.loading'),
        failed: t('mine.failed'),
        retry: t('common:actions.retry'),
        empty: t('mine.empty'),
      }}
      query={places}
      items={places.data}
      row={row}
    />
  );
}
