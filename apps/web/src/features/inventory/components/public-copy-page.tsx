import { isLanguage, type Language } from '@app/i18n';
import { Button, buttonStyles, Skeleton, VisuallyHidden } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { useBranchName } from '../../../lib/branch-names';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useInventoryFormat } from '../hooks/use-inventory-format';
import type { PublicCopy } from '../copy';
import * as styles from './public-copy-page.css';

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** What a copy's QR label opens: the book, where it lives, and whether it is on the shelf. */
export function PublicCopyPage({ sku }: { sku: string }) {
  const { t, i18n } = useTranslation('inventory');
  const copy = trpc.inventory.publicItem.useQuery({ sku });

  if (copy.isPending) {
    return (
      <section className={styles.page} aria-busy="true" role="status">
        <VisuallyHidden>{t('public.loading')}</VisuallyHidden>
        <div className={styles.card} aria-hidden="true">
          <Skeleton width="40%" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="50%" />
          <Skeleton shape="block" height="6rem" />
        </div>
      </section>
    );
  }

  if (copy.isError) {
    const missing = isNotFound(copy.error);
    return (
      <section className={styles.page} aria-labelledby="item-problem">
        <div className={styles.card}>
          <span className={styles.markMuted}>
            <LibraryMark size={48} />
          </span>
          <h1 id="item-problem" className={styles.title}>
            {missing ? t('public.notFoundTitle') : t('public.failed')}
          </h1>
          <p className={styles.lead}>
            {missing ? t('public.notFoundHint', { sku }) : serverMessage(copy.error, t)}
          </p>
          <div className={styles.actions}>
            {missing ? null : (
              <Button variant="secondary" onClick={() => void copy.refetch()}>
                {t('actions.retry')}
              </Button>
            )}
            <Link to="/" className={buttonStyles({ variant: 'primary' })}>
              {t('public.backHome')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return <CopyCard copy={copy.data} language={isLanguage(i18n.language) ? i18n.language : 'en'} />;
}

function CopyCard({ copy, language }: { copy: PublicCopy; language: Language }) {
  const { t } = useTranslation('inventory');
  const localBranch = useBranchName();
  const defaults = useDefaultText();
  const format = useInventoryFormat(language);
  const publishing = [copy.publisher, copy.publicationYear?.toString()].filter(Boolean).join(' · ');
  const rows: Array<[string, ReactNode]> = [
    [t('fields.isbn'), copy.isbn ? <span className={styles.code}>{copy.isbn}</span> : null],
    [t('public.published'), publishing || null],
    [t('fields.language'), format.languageName(copy.language)],
    [t('fields.sku'), <span className={styles.code}>{copy.sku}</span>],
    [t('fields.copyNumber'), copy.copyNumber === null ? null : format.number(copy.copyNumber)],
  ];

  return (
    <article className={styles.page} aria-labelledby="item-title">
      <div className={styles.card}>
        <p className={styles.eyebrow}>
          <span className={styles.mark}>
            <LibraryMark size={24} />
          </span>
          {t('public.eyebrow')}
        </p>
        <h1 id="item-title" className={styles.title}>
          {defaults.title(copy.title)}
        </h1>
        {copy.author ? <p className={styles.lead}>{defaults.author(copy.author)}</p> : null}

        <div className={styles.status[copy.status]}>
          <span className={styles.statusMark[copy.status]} aria-hidden="true" />
          <div>
            <p className={styles.statusText}>{t(`public.status.${copy.status}`)}</p>
            <p className={styles.statusHint}>
              {t(`public.statusHint.${copy.status}`, { branch: localBranch(copy.branchName) })}
            </p>
          </div>
        </div>

        <dl className={styles.facts}>
          {rows
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.definition}>{value}</dd>
              </div>
            ))}
        </dl>

        <section className={styles.branch} aria-labelledby="item-branch">
          <h2 id="item-branch" className={styles.branchTitle}>
            {t('public.whereTitle')}
          </h2>
          <p className={styles.branchName}>{localBranch(copy.branchName)}</p>
          {copy.branchAddress ? (
            <address className={styles.address}>{copy.branchAddress}</address>
          ) : null}
        </section>

        <div className={styles.actions}>
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            {t('public.backHome')}
          </Link>
        </div>
      </div>
    </article>
  );
}
