import type { Language } from '@app/i18n';
import { Badge, Button, useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import type { Loan } from '../loan';
import { AccountSection } from '../../../components/account-section';
import * as styles from './my-loans.css';

/**
 * A signed-in member's own loans: what to bring back and by when, each renewable online by
 * the desk's rules (a refusal says why), then what they returned.
 */
export function MyLoans() {
  const { t, i18n } = useTranslation(['loans', 'errors']);
  const defaults = useDefaultText();
  const { toast } = useToast();
  const language = i18n.language as Language;
  const utils = trpc.useUtils();
  const current = trpc.loans.mine.useQuery({ status: 'active', limit: 100 });
  const history = trpc.loans.mine.useQuery({ status: 'returned', limit: 20 });
  const renew = trpc.loans.renewMine.useMutation({
    onSuccess: (loan) => {
      toast({
        title: t('renewed', {
          title: defaults.title(loan.copy.title),
          date: libraryDay(loan.dueDate, language),
        }),
      });
      void utils.loans.mine.invalidate();
    },
    onError: (error) => toast({ title: serverMessage(error, t) ?? t('errors:INTERNAL') }),
  });
  const row = (loan: Loan) => (
    <li key={loan.id} className={styles.loan} data-testid="my-loan">
      <div>
        <p className={styles.title}>{defaults.title(loan.copy.title)}</p>
        {loan.copy.author ? (
          <p className={styles.meta}>{defaults.author(loan.copy.author)}</p>
        ) : null}
      </div>
      <div className={styles.when}>
        {loan.status === 'returned' && loan.returnDate ? (
          <span>{t('returned', { date: libraryDay(loan.returnDate, language) })}</span>
        ) : (
          <>
            <span>{t('due', { date: libraryDay(loan.dueDate, language) })}</span>
            {loan.overdue ? (
              <Badge tone="warning">{t('late', { count: loan.daysLate })}</Badge>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('renewLabel', { title: defaults.title(loan.copy.title) })}
              loading={renew.isPending && renew.variables?.id === loan.id}
              onClick={() => renew.mutate({ id: loan.id })}
            >
              {t('renew')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
  return (
    <AccountSection
      texts={{
        heading: t('title'),
        loading: t('loading'),
        failed: t('failed'),
        retry: t('retry'),
        empty: t('none'),
      }}
      query={current}
      items={current.data?.items}
      row={row}
      after={
        history.data && history.data.items.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{t('history')}</h3>
            <ul className={styles.list}>{history.data.items.map(row)}</ul>
          </>
        ) : null
      }
    />
  );
}
