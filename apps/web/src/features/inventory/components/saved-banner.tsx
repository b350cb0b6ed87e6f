import { useTranslation } from 'react-i18next';
import type { SavedScan } from '../hooks/use-process-scan';
import { SuccessIcon } from './scanner-icons';
import * as styles from './saved-banner.css';

/**
 * The green 'SAVED!' confirmation for the copy just scanned. The live region is always in the
 * page, so screen readers announce each new book when its content changes.
 */
export function SavedBanner({ saved }: { saved: SavedScan | null }) {
  return (
    <div role="status" aria-atomic="true">
      {saved ? <Saved saved={saved} /> : null}
    </div>
  );
}

function Saved({ saved: { item, scanType } }: { saved: SavedScan }) {
  const { t } = useTranslation('inventory');
  const copy = item.copyNumber ?? 1;
  const note =
    item.lookupSource !== null
      ? null
      : scanType === 'image'
        ? t('scanner.saved.fromCover')
        : item.lookupReason === 'unreachable'
          ? t('scanner.saved.unreachable')
          : item.lookupReason === 'not_found'
            ? t('scanner.saved.notFound')
            : null;

  return (
    <article className={styles.banner} data-testid="saved-banner">
      <SuccessIcon size={40} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.heading}>{t('scanner.saved.heading')}</p>
        <p className={styles.title} data-testid="saved-title">
          {item.title}
        </p>
        <p className={styles.author} data-testid="saved-author">
          {t('scanner.saved.by', { author: item.author ?? t('scanner.saved.unknownAuthor') })}
        </p>
        <p className={styles.meta}>
          <span className={styles.sku}>
            <span className={styles.skuLabel}>{t('scanner.saved.sku')}</span>{' '}
            <code data-testid="saved-sku">{item.sku}</code>
          </span>
          {copy > 1 ? (
            <span className={styles.copy} data-testid="saved-copy">
              {t('scanner.saved.copy', { number: copy })}
            </span>
          ) : null}
        </p>
        {copy > 1 ? (
          <p className={styles.note}>{t('scanner.saved.duplicate', { number: copy })}</p>
        ) : null}
        {note ? (
          <p className={styles.note} data-testid="saved-note">
            {note}
          </p>
        ) : null}
      </div>
    </article>
  );
}
