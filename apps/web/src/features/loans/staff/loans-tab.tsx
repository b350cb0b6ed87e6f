import type { Language } from '@app/i18n';
import {
  Button,
  Card,
  CardBody,
  EmptyText,
  ErrorState,
  LoadingState,
  panelSection as section,
  SegmentedControl,
} from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { LOAN_VIEWS, type LoanView } from '../loan';
import { LoanTable } from './loan-table';
import { LoanSettingsForm } from './loan-settings';
import { MemberCategories } from './member-categories';
import * as styles from './loans.css';
import { Pager } from './pager';

const PAGE = 50;

/**
 * The dashboard's loans tab: overdue loans first (the ones that need a reminder, oldest
 * first), then the loans out now and those returned; 50 a page. Super admins set the rules
 * and the member categories' own.
 */
export function LoansTab({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const { t, i18n } = useTranslation(['loans-staff', 'staff']);
  const [view, setView] = useState<LoanView>('overdue');
  const [offset, setOffset] = useState(0);
  const loans = trpc.loans.list.useQuery({ status: view, limit: PAGE, offset });
  const choose = (next: LoanView) => {
    setView(next);
    setOffset(0);
  };
  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('tab.title')}</h2>
        <SegmentedControl
          label={t('tab.views')}
          options={LOAN_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
          value={view}
          onChange={choose}
        />
      </div>
      <Card>
        <CardBody>
          {loans.isPending ? (
            <LoadingState>{t('tab.loading')}</LoadingState>
          ) : loans.isError ? (
            <ErrorState onRetry={() => void loans.refetch()} retryLabel={t('staff:actions.retry')}>
              {t('tab.failed')}
            </ErrorState>
          ) : loans.data.total === 0 ? (
            <EmptyText>{t(`empty.${view}`)}</EmptyText>
          ) : (
            <>
              <p className={styles.count} role="status" data-testid="loan-count">
                {t(`count.${view}`, { count: loans.data.total })}
              </p>
              <LoanTable
                loans={loans.data.items}
                view={view}
                language={i18n.language as Language}
              />
              <Pager page={loans.data} onOffset={setOffset} />
            </>
          )}
          <Button variant="ghost" onClick={() => void loans.refetch()}>
            {t('tab.refresh')}
          </Button>
        </CardBody>
      </Card>
      <LoanSettingsForm editable={isSuperAdmin} />
      <MemberCategories editable={isSuperAdmin} />
    </div>
  );
}
