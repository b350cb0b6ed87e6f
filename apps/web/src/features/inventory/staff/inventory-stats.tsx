import type { Language } from '@app/i18n';
import { Button, Skeleton } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useInventoryFormat } from '../hooks/use-inventory-format';
import * as styles from './inventory-stats.css';

const CARDS = ['total', 'awaitingReview', 'verified', 'onLoan', 'archived', 'scansToday'] as const;

/** The six figures above the list (spec §2: a grid of six statistic cards). */
export function InventoryStats({ language }: { language: Language }) {
  const { t } = useTranslation('inventory', { lng: language });
  const format = useInventoryFormat(language);
  const stats = trpc.inventory.stats.useQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={stats.isPending || undefined}>
      <h3 id={headingId} className={styles.heading}>
        {t('stats.label')}
      </h3>
      <ul className={styles.grid}>
        {CARDS.map((key) => (
          <li key={key} className={styles.card[key]}>
            <span className={styles.label}>{t(`stats.${key}`)}</span>
            <span className={styles.value}>
              {stats.data ? (
                format.number(stats.data[key])
              ) : stats.isPending ? (
                <Skeleton width="3ch" height="1em" />
              ) : (
                '–'
              )}
            </span>
          </li>
        ))}
      </ul>
      {stats.isError ? (
        <div role="alert" className={styles.error}>
          <span>
            {t('stats.failed')} {serverMessage(stats.error, t)}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
