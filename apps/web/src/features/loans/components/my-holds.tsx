import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, Card, CardBody, EmptyText, ErrorState, LoadingState, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './my-loans.css';

type Hold = RouterOutputs['holds']['mine']['items'][number];

/**
 * A signed-in member's reservations: those ready to collect first (where, and until when),
 * then those waiting with their place in the queue. Cancelling asks once more, since the place
 * in the queue is lost.
 */
export function MyHolds() {
  const { t, i18n } = useTranslation(['loans', 'errors']);
  const defaults = useDefaultText();
  const { toast } = useToast();
  const language = i18n.language as Language;
  const utils = trpc.useUtils();
  const holds = trpc.holds.mine.useQuery({ state: 'open' });
  const [asking, setAsking] = useState<number | null>(null);
  const cancel = trpc.holds.cancel.useMutation({
    onSuccess: (hold) => {
      setAsking(null);
      toast({ title: t('holds.cancelled', { title: defaults.title(hold.title.title) }) });
      void utils.holds.mine.invalidate();
    },
    onError: (error) => toast({ title: serverMessage(error, t) ?? t('errors:INTERNAL') }),
  });

  const row = (hold: Hold) => {
    const title = defaults.title(hold.title.title);
    const branch = branchName(hold.pickupBranch, language);
    return (
      <li key={hold.id} className={styles.loan} data-testid="my-hold">
        <div>
          <p className={styles.title}>{title}</p>
          <p className={styles.meta}>{defaults.author(hold.title.author)}</p>
        </div>
        <div className={styles.when}>
          {hold.status === 'ready' && hold.expiresAt ? (
            <strong className={styles.ready}>
              {t('holds.ready', { branch, date: libraryDay(hold.expiresAt, language) })}
            </strong>
          ) : (
            <span>
              {t('holds.position', { position: hold.position })} · {t('holds.pickup', { branch })}
            </span>
          )}
        </div>
        <div className={styles.actions}>
          {asking === hold.id ? (
            <>
              <span className={styles.meta} id={`hold-${hold.id}-ask`}>
                {t('holds.confirmLabel', { title })}
              </span>
              <Button
                size="sm"
                variant="destructive"
                loading={cancel.isPending}
                aria-describedby={`hold-${hold.id}-ask`}
                onClick={() => cancel.mutate({ id: hold.id })}
              >
                {t('holds.confirm')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                {t('holds.keep')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('holds.cancelLabel', { title })}
              onClick={() => setAsking(hold.id)}
            >
              {t('holds.cancel')}
            </Button>
          )}
        </div>
      </li>
    );
  };

  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{t('holds.title')}</h2>
        {holds.isPending ? (
          <LoadingState>{t('holds.loading')}</LoadingState>
        ) : holds.isError ? (
          <ErrorState onRetry={() => void holds.refetch()} retryLabel={t('retry')}>
            {t('holds.failed')}
          </ErrorState>
        ) : holds.data.items.length === 0 ? (
          <EmptyText>{t('holds.none')}</EmptyText>
        ) : (
          <ul className={styles.list}>{holds.data.items.map(row)}</ul>
        )}
      </CardBody>
    </Card>
  );
}
