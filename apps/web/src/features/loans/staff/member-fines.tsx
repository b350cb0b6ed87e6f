import type { Language } from '@app/i18n';
import { Badge, Card, CardBody, EmptyText, ErrorState, LoadingState } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import { FineActions, useSettleFine, type Fine } from './fine-actions';
import * as styles from './fines.css';
import * as loanStyles from './loans.css';

/** A member's fines on their page: what they owe (payable here too), then what was settled. */
export function MemberFines({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation(['loans-staff', 'staff']);
  const language = i18n.language as Language;
  const defaults = useDefaultText();
  const fines = trpc.loans.memberFines.useQuery({ memberId });
  const { settle, receipt } = useSettleFine(language);
  const settled = (fine: Fine) =>
    t(fine.how === 'waived' ? 'fines.settledWaived' : 'fines.settledPaid', {
      date: libraryDay(fine.settledAt!, language),
      number: fine.receiptNumber,
      name: fine.settledByName ?? t('fines.someone'),
    });
  return (
    <Card>
      <CardBody>
        <h2 className={loanStyles.subheading}>{t('fines.title')}</h2>
        {fines.isPending ? (
          <LoadingState>{t('fines.loading')}</LoadingState>
        ) : fines.isError ? (
          <ErrorState onRetry={() => void fines.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('fines.loadFailed')}
          </ErrorState>
        ) : fines.data.items.length === 0 ? (
          <EmptyText>{t('fines.none')}</EmptyText>
        ) : (
          <>
            <p className={loanStyles.count}>
              {fines.data.owed > 0
                ? t('fines.owed', { amount: formatRupees(fines.data.owed, language) })
                : t('fines.nothingOwed')}
            </p>
            <ul className={styles.list} data-testid="member-fines">
              {fines.data.items.map((fine) => {
                const title = defaults.title(fine.title ?? fine.sku ?? '');
                return (
                  <li key={fine.id} className={styles.fine}>
                    <p className={styles.fineText}>
                      {t('fines.line', { title })}{' '}
                      <span className={styles.amount}>{formatRupees(fine.amount, language)}</span>
                      <span className={styles.meta}>
                        {t('loan.late', { count: fine.daysLate })} ·{' '}
                        {t('fines.returned', {
                          date: libraryDay(fine.returnDate ?? fine.createdAt, language),
                        })}
                      </span>
                      {fine.settledAt ? (
                        <span className={styles.meta}>
                          {settled(fine)}
                          {fine.reason ? ` — ${fine.reason}` : ''}
                        </span>
                      ) : null}
                    </p>
                    {fine.settledAt ? null : (
                      <>
                        <Badge tone="warning">{t('fines.unpaid')}</Badge>
                        <FineActions fine={fine} title={title} settle={settle} />
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
            {receipt ? (
              <p className={styles.receipt} role="status">
                {receipt}
              </p>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
