import type { Language } from '@app/i18n';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import { FineActions, useSettleFine } from './fine-actions';
import * as styles from './fines.css';

/**
 * The member's unpaid fines at the desk, when their card is scanned: each with "Paid" and
 * "Waive". Nothing shows while they owe nothing (fines are off unless the library sets them);
 * the last receipt stays in view until they leave the desk.
 */
export function DeskFines({ memberId, language }: { memberId: number; language: Language }) {
  const { t } = useTranslation('loans-staff');
  const defaults = useDefaultText();
  const fines = trpc.loans.memberFines.useQuery({ memberId });
  const { settle, receipt } = useSettleFine(language);
  const unpaid = fines.data?.items.filter((fine) => fine.settledAt === null) ?? [];
  if (unpaid.length === 0 && !receipt) return null;
  return (
    <section className={styles.owed} data-testid="desk-fines" aria-label={t('fines.title')}>
      {unpaid.length > 0 ? (
        <>
          <h3 className={styles.heading}>
            {t('fines.owed', { amount: formatRupees(fines.data!.owed, language) })}
          </h3>
          <ul className={styles.list}>
            {unpaid.map((fine) => {
              const title = defaults.title(fine.title ?? fine.sku ?? '');
              return (
                <li key={fine.id} className={styles.fine} data-testid="desk-fine">
                  <p className={styles.fineText}>
                    {t('fines.line', { title })}{' '}
                    <span className={styles.amount}>{formatRupees(fine.amount, language)}</span>
                    <span className={styles.meta}>{t('loan.late', { count: fine.daysLate })}</span>
                  </p>
                  <FineActions fine={fine} title={title} settle={settle} />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {receipt ? (
        <p className={styles.receipt} role="status" data-testid="fine-receipt">
          {receipt}
        </p>
      ) : null}
    </section>
  );
}
