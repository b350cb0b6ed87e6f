import type { Language } from '@app/i18n';
import { Badge, Card, CardBody } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import * as styles from './my-loans.css';

/**
 * A signed-in member's fines for late returns: what they owe (paid at the desk) and what was
 * settled. Nothing shows for a member who never had one, as in a library without fines.
 */
export function MyFines() {
  const { t, i18n } = useTranslation('loans');
  const language = i18n.language as Language;
  const defaults = useDefaultText();
  const fines = trpc.loans.myFines.useQuery();
  if (!fines.data || fines.data.items.length === 0) return null;
  const { owed, items } = fines.data;
  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{t('fines.title')}</h2>
        <p data-testid="my-fines-owed">
          {owed > 0
            ? t('fines.owed', { amount: formatRupees(owed, language) })
            : t('fines.nothingOwed')}
        </p>
        <ul className={styles.list}>
          {items.map((fine) => (
            <li key={fine.id} className={styles.loan} data-testid="my-fine">
              <div>
                <p className={styles.title}>{defaults.title(fine.title ?? fine.sku ?? '')}</p>
                <p className={styles.meta}>
                  {t('fines.late', { count: fine.daysLate })} ·{' '}
                  {t('returned', {
                    date: libraryDay(fine.returnDate ?? fine.createdAt, language),
                  })}
                </p>
              </div>
              <div className={styles.when}>
                <span>{formatRupees(fine.amount, language)}</span>
                {fine.settledAt ? (
                  <span>
                    {t(fine.how === 'waived' ? 'fines.waived' : 'fines.paid', {
                      date: libraryDay(fine.settledAt, language),
                    })}
                  </span>
                ) : (
                  <Badge tone="warning">{t('fines.unpaid')}</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
