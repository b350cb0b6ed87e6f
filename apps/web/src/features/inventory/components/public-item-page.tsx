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
import type { PublicInventoryItem } from '../inventory-item';
import * as styles from './public-item-page.css';

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** What a copy's QR label opens: the book, where it lives, and whether it is on the shelf. */
export function PublicItemPage({ sku }: { sku: string }) {
  const { t, i18n } = useTranslation('inventory');
  const item = trpc.inventory.publicItem.useQuery({ sku });

  if (item.isPending) {
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

  if (item.isError) {
    const missing = isNotFound(item.error);
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
            {missing ? t('public.notFoundHint', { sku }) : serverMessage(item.error, t)}
          </p>
          <div className={styles.actions}>
            {missing ? null : (
              <Button variant="secondary" onClick={() => void item.refetch()}>
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

  return <ItemCard item={item.data} language={isLanguage(i18n.language) ? i18n.language : 'en'} />;
}

function ItemCard({ item, language }: { item: PublicInventoryItem; language: Language }) {
  const { t } = useTranslation('inventory');
  const localBranch = useBranchName();
  const defaults = useDefaultText();
  const format = useInventoryFormat(language);
  const publishing = [item.publisher, item.publicationYear?.toString()].filter(Boolean).join(' · ');
  const rows: Array<[string, ReactNode]> = [
    [t('fields.isbn'), item.isbn ? <span className={styles.code}>{item.isbn}</span> : null],
    [t('public.published'), publishing || null],
    [t('fields.language'), format.languageName(item.language)],
    [t('fields.sku'), <span className={styles.code}>{item.sku}</span>],
    [t('fields.copyNumber'), item.copyNumber === null ? null : format.number(item.copyNumber)],
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
          {defaults.title(item.title)}
        </h1>
        {item.author ? <p className={styles.lead}>{defaults.author(item.author)}</p> : null}

        <div className={styles.status[item.status]}>
          <span className={styles.statusMark[item.status]} aria-hidden="true" />
          <div>
            <p className={styles.statusText}>{t(`public.status.${item.status}`)}</p>
            <p className={styles.statusHint}>
              {t(`public.statusHint.${item.status}`, { branch: localBranch(item.branchName) })}
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
          <p className={styles.branchName}>{localBranch(item.branchName)}</p>
          {item.branchAddress ? (
            <address className={styles.address}>{item.branchAddress}</address>
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
