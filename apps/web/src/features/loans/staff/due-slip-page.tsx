import type { Language } from '@app/i18n';
import { Button, buttonStyles, ErrorState, LoadingState } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchName } from '../../../lib/branch-names';
import { libraryDateTime, libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { trpc } from '../../../lib/trpc';
import * as styles from './due-slip-page.css';

/** Loans one slip lists: every loan a member may have out, with room to spare. */
const SLIP_LOANS = 200;

/**
 * A member's due slip, to print: the library, the member's name and number, and each book they
 * have out with the day it is due back (the library's day), soonest first, in the language the
 * desk has chosen. One narrow column, so an 80 mm receipt printer and an A4 sheet both take it.
 */
export function DueSlipPage({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation(['loans-staff', 'common', 'staff']);
  const language = i18n.language as Language;
  const defaults = useDefaultText();
  const branchName = useBranchName();
  const [printedAt] = useState(() => new Date());
  const member = trpc.members.byId.useQuery({ id: memberId });
  const loans = trpc.loans.list.useQuery({ memberId, status: 'active', limit: SLIP_LOANS });
  const ready = member.data && loans.data;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h1 className={styles.title}>{t('slip.title')}</h1>
          <p className={styles.instructions}>{t('slip.instructions')}</p>
        </div>
        <div className={styles.actions}>
          <Button disabled={!ready} onClick={() => window.print()} data-testid="slip-print">
            {t('slip.print')}
          </Button>
          <Link to="/desk" className={buttonStyles({ variant: 'ghost' })}>
            {t('slip.back')}
          </Link>
        </div>
      </div>
      {member.isError || loans.isError ? (
        <ErrorState
          onRetry={() => void Promise.all([member.refetch(), loans.refetch()])}
          retryLabel={t('staff:actions.retry')}
        >
          {t('slip.failed')}
        </ErrorState>
      ) : !member.data || !loans.data ? (
        <LoadingState>{t('slip.loading')}</LoadingState>
      ) : (
        <article className={styles.slip} aria-labelledby="due-slip-title" data-testid="due-slip">
          <header className={styles.head}>
            <p className={styles.library}>{t('common:library.name')}</p>
            {/* The member's branch, unless it is the library itself (the main library). */}
            {branchName(member.data.branchName) !== t('common:library.name') ? (
              <p className={styles.plain}>{branchName(member.data.branchName)}</p>
            ) : null}
            <h2 id="due-slip-title" className={styles.slipTitle}>
              {t('slip.heading')}
            </h2>
          </header>
          <dl className={styles.who}>
            <dt className={styles.term}>{t('slip.member')}</dt>
            <dd className={styles.value} data-testid="slip-member">
              {member.data.fullName}
            </dd>
            <dt className={styles.term}>{t('slip.number')}</dt>
            <dd className={`${styles.value} ${styles.mono}`}>{member.data.memberNumber}</dd>
            <dt className={styles.term}>{t('slip.printed')}</dt>
            <dd className={styles.value}>
              <time dateTime={printedAt.toISOString()}>{libraryDateTime(printedAt, language)}</time>
            </dd>
          </dl>
          {loans.data.items.length === 0 ? (
            <p className={styles.plain}>{t('slip.none')}</p>
          ) : (
            <ol className={styles.loans}>
              {loans.data.items.map((loan) => (
                <li key={loan.id} className={styles.loan} data-testid="slip-loan">
                  <p className={styles.loanTitle}>{defaults.title(loan.copy.title)}</p>
                  <p className={`${styles.plain} ${styles.mono}`}>{loan.copy.sku}</p>
                  <p className={styles.due}>
                    {t('slip.due', { date: libraryDay(loan.dueDate, language) })}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <p className={styles.foot}>{t('slip.foot', { count: loans.data.items.length })}</p>
        </article>
      )}
    </div>
  );
}
