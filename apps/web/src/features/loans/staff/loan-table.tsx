import type { Language } from '@app/i18n';
import { Badge, Table } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import type { Loan, LoanView } from '../loan';
import * as styles from './loans.css';

/**
 * Loans as a table: the member (linking to their page, unless the table is on it), the copy,
 * when it went out, when it is due or came back, and how late it is.
 */
export function LoanTable({
  loans,
  view,
  language,
  showMember = true,
}: {
  loans: Loan[];
  view: LoanView | 'all';
  language: Language;
  showMember?: boolean;
}) {
  const { t } = useTranslation('loans-staff');
  const defaults = useDefaultText();
  return (
    <Table className={styles.table} data-testid="loan-table">
      <thead>
        <tr>
          {showMember ? <th scope="col">{t('columns.member')}</th> : null}
          <th scope="col">{t('columns.copy')}</th>
          <th scope="col">{t('columns.lent')}</th>
          <th scope="col">{view === 'returned' ? t('columns.returned') : t('columns.due')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {loans.map((loan) => (
          <tr key={loan.id} data-testid="loan-row">
            {showMember ? (
              <td>
                <Link
                  to="/admin/members/$id"
                  params={{ id: String(loan.member.id) }}
                  className={styles.name}
                >
                  {loan.member.fullName}
                </Link>
                <span className={styles.mono}>{loan.member.memberNumber}</span>
              </td>
            ) : null}
            <td>
              <span className={styles.title}>{defaults.title(loan.copy.title)}</span>
              <span className={styles.mono}>{loan.copy.sku}</span>
            </td>
            <td>{libraryDay(loan.checkoutDate, language)}</td>
            <td>
              {view === 'returned' && loan.returnDate
                ? libraryDay(loan.returnDate, language)
                : libraryDay(loan.dueDate, language)}
            </td>
            <td>
              {loan.status === 'returned' ? (
                <Badge tone="neutral">
                  {t('status.returnedOn', { date: libraryDay(loan.returnDate!, language) })}
                </Badge>
              ) : loan.overdue ? (
                <Badge tone="warning" data-testid="days-late">
                  {t('loan.late', { count: loan.daysLate })}
                </Badge>
              ) : (
                <Badge tone="success">{t('status.onLoan')}</Badge>
              )}
              {loan.renewals > 0 ? (
                <span className={styles.renewals}>
                  {t('loan.renewals', { count: loan.renewals })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
