import { Skeleton } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { PrintSheet } from '../../../components/print-sheet';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { svgDataUrl } from '../../../lib/qr';
import { trpc } from '../../../lib/trpc';
import type { CopyLabel } from '../copy';
import * as styles from './label-sheet.css';

/** Labels on one A4 sheet: 3 across, 8 down. */
export const LABELS_PER_SHEET = 24;
/** The server draws and lists at most this many copies per call. */
const MAX_LABELS = 500;

/**
 * A printable sheet of copy labels: a QR code for phone cameras and a Code 128 barcode for the
 * desks' USB scanners, both of the copy's code. Copies without a QR code get one first, so a librarian can
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

  return (
    <PrintSheet
      words={{
        title: t('labels.title'),
        instructions: t('labels.instructions'),
        none: t('labels.none'),
        print: t('labels.print'),
        preparing: t('labels.preparing'),
        retry: t('actions.retry'),
        summary: (count, sheets) => t('labels.summary', { count, sheets }),
        sheet: (number, total) => t('labels.sheet', { number, total }),
      }}
      requested={requested}
      perSheet={LABELS_PER_SHEET}
      items={labels.data}
      failure={labels.isError ? (serverMessage(labels.error, t) ?? t('labels.failed')) : null}
      onRetry={() => void labels.refetch()}
      notes={
        ids.length > MAX_LABELS ? <p>{t('labels.tooMany', { max: MAX_LABELS })}</p> : undefined
      }
      problems={
        generate.isError ? (
          <p>
            {t('labels.qrFailed')} {serverMessage(generate.error, t)}
          </p>
        ) : undefined
      }
      gridClassName={styles.grid}
      itemClassName={styles.label}
      itemTestId="copy-label"
      skeleton={<Skeleton shape="block" className={styles.qrSkeleton} />}
      renderItem={(copy) => <Label copy={copy} />}
    />
  );
}

function Label({ copy }: { copy: CopyLabel }) {
  const { t } = useTranslation(['inventory', 'common']);
  const defaults = useDefaultText();
  return (
    <>
      {/* The name in all three scripts, whatever the screen's language (DESIGN.md). */}
      <div className={styles.library}>
        <span className={styles.mark}>
          <LibraryMark size={12} />
        </span>
        <span lang="en">{t('common:library.nameEn')}</span>
        <span lang="ta">{t('common:library.nameTa')}</span>
        <span lang="si">{t('common:library.nameSi')}</span>
      </div>
      {copy.qrCodeSvg ? (
        <img
          className={styles.qr}
          src={svgDataUrl(copy.qrCodeSvg)}
          alt={t('inventory:labels.qrAlt', { sku: copy.sku })}
        />
      ) : (
        <span className={styles.noQr}>{t('inventory:labels.noQr')}</span>
      )}
      <div className={styles.text}>
        <p className={styles.bookTitle}>{defaults.title(copy.title)}</p>
        {copy.author ? <p className={styles.author}>{defaults.author(copy.author)}</p> : null}
        <p className={styles.sku}>{copy.sku}</p>
      </div>
      <img
        className={styles.barcode}
        src={svgDataUrl(copy.barcodeSvg)}
        alt={t('inventory:labels.barcodeAlt', { sku: copy.sku })}
      />
    </>
  );
}
