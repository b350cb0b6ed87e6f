import { Button, Skeleton, VisuallyHidden } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { sheetsOf } from '../../../lib/sheets';
import { trpc } from '../../../lib/trpc';
import { svgDataUrl } from '../../../lib/qr';
import type { LabelItem } from '../inventory-item';
import * as styles from './label-sheet.css';

/** Labels on one A4 sheet: 3 across, 8 down. */
export const LABELS_PER_SHEET = 24;
/** The server draws and lists at most this many copies per call. */
const MAX_LABELS = 500;

/**
 * A printable sheet of QR labels. Copies without a QR code get one first, so a librarian can
 * print straight from the list without a separate step.
 */
export function LabelSheet({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('inventory');
  const utils = trpc.useUtils();
  const requested = ids.slice(0, MAX_LABELS);
  const generate = trpc.inventory.generateQr.useMutation({
    // Cached labels from an earlier visit may predate the new drawings.
    onSettled: () => utils.inventory.labels.invalidate(),
  });
  const started = useRef(false);
  const mutate = generate.mutate;
  const key = requested.join(',');

  useEffect(() => {
    // Once per sheet, also under StrictMode's double effect run in development.
    if (started.current || key === '') return;
    started.current = true;
    mutate({ inventoryIds: key.split(',').map(Number) });
  }, [key, mutate]);

  const ready = generate.isSuccess || generate.isError;
  const labels = trpc.inventory.labels.useQuery(
    { inventoryIds: requested },
    { enabled: ready && requested.length > 0 },
  );

  if (requested.length === 0) {
    return (
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.title}>{t('labels.title')}</h1>
          <p className={styles.instructions}>{t('labels.none')}</p>
        </div>
      </div>
    );
  }

  const items = labels.data ?? [];
  const sheets = sheetsOf(items, LABELS_PER_SHEET);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h1 className={styles.title}>{t('labels.title')}</h1>
          <p className={styles.instructions}>{t('labels.instructions')}</p>
          {labels.data ? (
            <p className={styles.summary} role="status">
              {t('labels.summary', { count: items.length, sheets: sheets.length })}
            </p>
          ) : null}
          {ids.length > MAX_LABELS ? (
            <p className={styles.summary}>{t('labels.tooMany', { max: MAX_LABELS })}</p>
          ) : null}
        </div>
        <Button size="lg" disabled={!labels.data} onClick={() => window.print()}>
          {t('labels.print')}
        </Button>
      </div>

      {generate.isError ? (
        <p role="alert" className={styles.problem}>
          {t('labels.qrFailed')} {serverMessage(generate.error, t)}
        </p>
      ) : null}

      {labels.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{serverMessage(labels.error, t) ?? t('labels.failed')}</p>
          <Button variant="secondary" onClick={() => void labels.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : !labels.data ? (
        <div className={styles.sheet} aria-busy="true" role="status">
          <VisuallyHidden>{t('labels.preparing')}</VisuallyHidden>
          <ul className={styles.grid} aria-hidden="true">
            {requested.slice(0, LABELS_PER_SHEET).map((id) => (
              <li key={id} className={styles.label}>
                <Skeleton shape="block" className={styles.qrSkeleton} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        sheets.map((sheet, index) => (
          <section
            key={index}
            className={styles.sheet}
            aria-label={t('labels.sheet', { number: index + 1, total: sheets.length })}
          >
            <ul className={styles.grid}>
              {sheet.map((item) => (
                <Label key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function Label({ item }: { item: LabelItem }) {
  const { t } = useTranslation(['inventory', 'common']);
  const defaults = useDefaultText();
  return (
    <li className={styles.label} data-testid="copy-label">
      {/* The name in all three scripts, whatever the screen's language (DESIGN.md). */}
      <div className={styles.library}>
        <span className={styles.mark}>
          <LibraryMark size={12} />
        </span>
        <span lang="en">{t('common:library.nameEn')}</span>
        <span lang="ta">{t('common:library.nameTa')}</span>
        <span lang="si">{t('common:library.nameSi')}</span>
      </div>
      {item.qrCodeSvg ? (
        <img
          className={styles.qr}
          src={svgDataUrl(item.qrCodeSvg)}
          alt={t('inventory:labels.qrAlt', { sku: item.sku })}
        />
      ) : (
        <span className={styles.noQr}>{t('inventory:labels.noQr')}</span>
      )}
      <div className={styles.text}>
        <p className={styles.bookTitle}>{defaults.title(item.title)}</p>
        {item.author ? <p className={styles.author}>{defaults.author(item.author)}</p> : null}
        <p className={styles.sku}>{item.sku}</p>
      </div>
    </li>
  );
}
