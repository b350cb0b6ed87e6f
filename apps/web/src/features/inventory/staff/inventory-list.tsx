import type { Language } from '@app/i18n';
import { Button, Skeleton, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import type { ListedCopy } from '../copy';
import { CopyRow, type CopyRowProps } from './copy-row';
import * as styles from './inventory-list.css';

const SKELETON_ROWS = 5;

export interface InventoryListProps extends Omit<
  CopyRowProps,
  'copy' | 'rejecting' | 'generatingQr'
> {
  copies: ListedCopy[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  searching: boolean;
  /** The next page is on its way (the last one stays meanwhile). */
  busy?: boolean;
  rejectingId: number | null;
  generatingIds: readonly number[];
  language: Language;
}

/** The list in its 500px scroll box, with the skeleton, error and empty states in its place. */
export function InventoryList({
  copies,
  loading,
  error,
  onRetry,
  searching,
  busy = false,
  rejectingId,
  generatingIds,
  language,
  ...rowProps
}: InventoryListProps) {
  const { t } = useTranslation('inventory', { lng: language });

  if (loading) {
    return (
      <div className={styles.scroller} aria-busy="true" role="status">
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeletonRow}>
              <Skeleton width="45%" height="1.25em" />
              <Skeleton width="30%" />
              <Skeleton width="70%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('list.failed')}</p>
        <p className={styles.stateHint}>{serverMessage(error, t) ?? t('toast.tryAgain')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }

  if (copies.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{t('list.empty')}</p>
        <p className={styles.stateHint}>
          {searching ? t('list.emptySearchHint') : t('list.emptyHint')}
        </p>
      </div>
    );
  }

  return (
    // A scroll box must be reachable by keyboard, or its lower rows are out of reach without a mouse.
    <div
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={t('list.label')}
      aria-busy={busy || undefined}
    >
      <ul className={styles.list}>
        {copies.map((copy) => (
          <CopyRow
            key={copy.id}
            copy={copy}
            language={language}
            rejecting={rejectingId === copy.id}
            generatingQr={generatingIds.includes(copy.id)}
            {...rowProps}
          />
        ))}
      </ul>
    </div>
  );
}
