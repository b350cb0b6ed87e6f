import type { Language } from '@app/i18n';
import { Card, CardBody, EmptyText, ErrorState, LoadingState, SegmentedControl } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { LoanTable } from './loan-table';
import * as styles from './loans.css';
import { Pager } from './pager';

const PAGE = 50;

/** A member's loans on their page: what they have out now, and their history. */
export function MemberLoans({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation(['loans-staff', 'staff']);
  const [view, setView] = useState<'active' | 'returned'>('active');
  const [offset, setOffset] = useState(0);
  const loans = trpc.loans.list.useQuery({ memberId, status: view, limit: PAGE, offset });
  return (
    <Card>
      <CardBody>
        <div className={styles.memberLoansBar}>
          <h2 className={styles.subheading}>{t('member.title')}</h2>
          <SegmentedControl
            label={t('member.views')}
            options={[
              { value: 'active', label: t('member.current') },
              { value: 'returned', label: t('member.history') },
            ]}
            value={view}
            onChange={(next) => {
              setView(next);
              setOffset(0);
            }}
          />
        </div>
        {loans.isPending ? (
          <LoadingState>{t('tab.loading')}</LoadingState>
        ) : loans.isError ? (
          <ErrorState onRetry={() => void loans.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('tab.failed')}
          </ErrorState>
        ) : loans.data.total === 0 ? (
          <EmptyText>{view === 'active' ? t('member.noneOut') : t('member.noHistory')}</EmptyText>
        ) : (
          <>
            <LoanTable
              loans={loans.data.items}
              view={view}
              language={i18n.language as Language}
              showMember={false}
            />
            <Pager page={loans.data} onOffset={setOffset} />
          </>
        )}
      </CardBody>
    </Card>
  );
}
