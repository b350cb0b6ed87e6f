import { Button, buttonStyles, ConfirmDialog } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { EventWhen } from './event-card';
import * as styles from './place-page.css';

/**
 * /events/place: the page a mailed link about a place opens (decision 0041). A pending place is
 * confirmed on arrival (following the link is the confirmation; the POST is made by the page,
 * so a mail scanner fetching the link confirms nothing); then the event, how the place stands,
 * and a way to cancel it.
 */
export function PlacePage({ token }: { token?: string }) {
  const { t } = useTranslation(['events', 'errors', 'common']);
  const utils = trpc.useUtils();
  const place = trpc.eventPlaces.byLink.useQuery(
    { token: token ?? '' },
    { enabled: !!token, retry: false },
  );
  const refresh = () => utils.eventPlaces.byLink.invalidate();
  const confirm = trpc.eventPlaces.confirm.useMutation({ onSuccess: refresh });
  const cancel = trpc.eventPlaces.cancelByLink.useMutation({ onSuccess: refresh });
  const [asking, setAsking] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token || place.data?.status !== 'pending') return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, place.data?.status, token]);

  const data = place.data;
  const failure = !token
    ? t('errors:PLACE_LINK_INVALID')
    : place.isError
      ? serverMessage(place.error, t)
      : confirm.isError
        ? serverMessage(confirm.error, t)
        : cancel.isError
          ? serverMessage(cancel.error, t)
          : null;
  return (
    <section className={styles.page} aria-labelledby="place-title">
      <h1 id="place-title" className={styles.title}>
        {data ? data.title : t('placePage.title')}
      </h1>
      {data && (
        <p className={styles.when}>
          <EventWhen event={data} />
        </p>
      )}
      <p role="status" data-testid="place-status" className={styles.status}>
        {failure ??
          (!data || data.status === 'pending'
            ? t('placePage.checking')
            : t(`place.${data.status}`))}
      </p>
      <div className={styles.actions}>
        {data && token && (data.status === 'confirmed' || data.status === 'waitlisted') && (
          <Button variant="destructive" loading={cancel.isPending} onClick={() => setAsking(true)}>
            {t('placePage.cancel')}
          </Button>
        )}
        <Link to="/" hash="events" className={buttonStyles({ variant: 'secondary' })}>
          {t('placePage.all')}
        </Link>
      </div>
      {data && token && asking && (
        <ConfirmDialog
          eyebrow={t('placePage.eyebrow')}
          title={t('placePage.cancel')}
          message={t('placePage.cancelConfirm', { title: data.title })}
          confirmLabel={t('placePage.cancel')}
          cancelLabel={t('place.close')}
          closeLabel={t('common:actions.close')}
          pending={cancel.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => cancel.mutate({ token }, { onSettled: () => setAsking(false) })}
        />
      )}
    </section>
  );
}
