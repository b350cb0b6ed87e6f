import type { Language } from '@app/i18n';
import { Badge, Button, Card, CardBody, EmptyText, ErrorState, LoadingState } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBranchName } from '../../../lib/branch-names';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { trpc } from '../../../lib/trpc';
import type { Loan } from '../loan';
import { DeskFines } from './desk-fines';
import * as styles from './desk.css';
import type { DeskMember } from './use-desk';

export interface DeskMemberPanelProps {
  member: DeskMember;
  language: Language;
  onRenew: (loan: Loan) => void;
  onReturn: (loan: Loan) => void;
  onFinish: () => void;
}

/** The member at the desk: who they are, whether they may borrow, and what they have out now. */
export function DeskMemberPanel({
  member,
  language,
  onRenew,
  onReturn,
  onFinish,
}: DeskMemberPanelProps) {
  const { t } = useTranslation(['loans-staff', 'staff']);
  const localBranch = useBranchName();
  const defaults = useDefaultText();
  const loans = trpc.loans.list.useQuery({ memberId: member.id, status: 'active', limit: 200 });
  const suspended = member.status === 'suspended';
  return (
    <Card>
      <CardBody className={styles.member} data-testid="desk-member">
        <div className={styles.memberHead}>
          <div>
            <p className={styles.eyebrow}>{t('desk.member.heading')}</p>
            <h2 className={styles.memberName}>{member.fullName}</h2>
            <p className={styles.memberMeta}>
              <span className={styles.mono}>{member.memberNumber}</span> ·{' '}
              {localBranch(member.branchName)}
            </p>
          </div>
          <Badge tone={suspended ? 'warning' : 'success'}>
            {suspended ? t('desk.member.suspended') : t('desk.member.active')}
          </Badge>
        </div>
        {suspended ? (
          <p className={styles.warning} role="alert">
            {t('desk.member.suspendedHint')}
          </p>
        ) : null}
        <DeskFines memberId={member.id} language={language} />
        <h3 className={styles.subheading}>{t('desk.member.loans')}</h3>
        {loans.isPending ? (
          <LoadingState>{t('desk.member.loading')}</LoadingState>
        ) : loans.isError ? (
          <ErrorState onRetry={() => void loans.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('desk.member.failed')}
          </ErrorState>
        ) : loans.data.items.length === 0 ? (
          <EmptyText>{t('desk.member.noLoans')}</EmptyText>
        ) : (
          <ul className={styles.loanList}>
            {loans.data.items.map((loan) => (
              <li key={loan.id} className={styles.loan} data-testid="desk-loan">
                <div className={styles.loanText}>
                  <p className={styles.loanTitle}>{defaults.title(loan.copy.title)}</p>
                  <p className={styles.loanMeta}>
                    <span className={styles.mono}>{loan.copy.sku}</span> ·{' '}
                    {t('loan.due', { date: libraryDay(loan.dueDate, language) })}
                    {loan.overdue ? (
                      <>
                        {' '}
                        <Badge tone="warning">{t('loan.late', { count: loan.daysLate })}</Badge>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className={styles.loanActions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('loan.renewLabel', { title: defaults.title(loan.copy.title) })}
                    onClick={() => onRenew(loan)}
                  >
                    {t('loan.renew')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('loan.returnLabel', { title: defaults.title(loan.copy.title) })}
                    onClick={() => onReturn(loan)}
                  >
                    {t('loan.return')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.memberFooter}>
          <Link to="/admin/members/$id" params={{ id: String(member.id) }} className={styles.link}>
            {t('desk.member.open')}
          </Link>
          <Button variant="secondary" onClick={onFinish} data-testid="desk-finish">
            {t('desk.member.finish')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
