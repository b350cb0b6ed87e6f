import { isStaffRole } from '@app/api-contract/schemas/auth';
import { Button, TextField } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import * as styles from './take-place.css';

export interface PlacesAtEvent {
  taken: number;
  waiting: number;
}

/**
 * Taking a place at an event to come (decision 0041): how many places are left (or how many
 * wait), and a button that gives a signed-in member a place at once, or asks anyone else for
 * an e-mail address to confirm by the link mailed to it. Staff take no places here.
 */
export function TakePlace({
  event,
  places,
}: {
  event: { id: number; title: string; maxAttendees: number };
  places: PlacesAtEvent | undefined;
}) {
  const { t } = useTranslation(['events', 'errors']);
  const user = useStoredUser();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const utils = trpc.useUtils();
  const take = trpc.eventPlaces.take.useMutation({
    onSuccess: () =>
      Promise.all([utils.eventPlaces.counts.invalidate(), utils.eventPlaces.mine.invalidate()]),
  });
  const left = places ? Math.max(0, event.maxAttendees - places.taken) : null;
  const full = left === 0;
  const formId = `place-${event.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    take.mutate({ eventId: event.id, email, name: name || undefined });
  };

  return (
    <div className={styles.place}>
      {places && (
        <p className={styles.count}>
          {full ? t('place.full', { count: places.waiting }) : t('place.left', { count: left! })}
        </p>
      )}
      {user && isStaffRole(user.role) ? null : take.isSuccess ? (
        <p role="status" className={styles.done}>
          {t(`place.${take.data.status}`)}
        </p>
      ) : user || !asking ? (
        <>
          <Button
            variant={full ? 'secondary' : 'primary'}
            size="sm"
            loading={take.isPending}
            aria-expanded={user ? undefined : asking}
            aria-controls={user ? undefined : formId}
            onClick={() => (user ? take.mutate({ eventId: event.id }) : setAsking(true))}
          >
            {full ? t('place.join') : t('place.take')}
          </Button>
          {take.isError && (
            <p role="alert" className={styles.error}>
              {serverMessage(take.error, t) ?? t('place.failed')}
            </p>
          )}
        </>
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={submit}
          aria-label={t('place.formTitle', { title: event.title })}
        >
          <TextField
            label={t('place.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t('place.name')}
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <p className={styles.hint}>{t('place.signInHint')}</p>
          {take.isError && (
            <p role="alert" className={styles.error}>
              {serverMessage(take.error, t) ?? t('place.failed')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={take.isPending}>
              {t('place.send')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
              {t('place.close')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
