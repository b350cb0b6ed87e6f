import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { AccountSection, CancelAfterAsking } from '../../../components/account-section';
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
          <CancelAfterAsking
            id={`hold-${hold.id}-ask`}
            asking={asking === hold.id}
            onAsk={() => setAsking(hold.id)}
            onKeep={() => setAsking(null)}
            onConfirm={() => cancel.mutate({ id: hold.id })}
            busy={cancel.isPending}
            texts={{
              cancel: t('holds.cancel'),
              cancelLabel: t('holds.cancelLabel', { title }),
              question: t('holds.confirmLabel', { title }),
              confirm: t('holds.confirm'),
              keep: t('holds.keep'),
            }}
          />
        </div>
      </li>
    );
  };

  return (
    <AccountSection
      texts={{
        heading: t('holds.title'),
        loading: t('holds.loading'),
        failed: t('holds.failed'),
        retry: t('retry'),
        empty: t('holds.none'),
      }}
      query={holds}
      items={holds.data?.items}
      row={row}
    />
  );
}
