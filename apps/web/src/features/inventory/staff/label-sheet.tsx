import { SelectField, Skeleton } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { PrintSheet } from '../../../components/print-sheet';
import { paperPage } from '../../../components/print-sheet.css';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { svgDataUrl } from '../../../lib/qr';
import { trpc } from '../../../lib/trpc';
import type { CopyLabel } from '../copy';
import { LABEL_KINDS, type LabelKind, type LabelStockId } from '../label-choice';
import * as styles from './label-sheet.css';
import { spineLines } from './spine-lines';
import {
  gridStyle,
  isCompact,
  LABEL_STOCKS,
  labelsPerSheet,
  labelStock,
  sheetStyle,
  type LabelStock,
} from './label-stock';

/** The server draws and lists at most this many copies per call. */
const MAX_LABELS = 500;

export interface LabelSheetProps {
  ids: readonly number[];
  kind: LabelKind;
  stock: LabelStockId;
  /** A new choice of label or paper (the route keeps both in the address). */
  onChange: (choice: { kind: LabelKind; stock: LabelStockId }) => void;
}

/**
 * A printable sheet of copy labels on the label paper the library has. Copies without a QR
 * code get one first, so a librarian can print straight from the list without a separate step.
 */
export function LabelSheet({ ids, kind, stock: stockId, onChange }: LabelSheetProps) {
  const { t } = useTranslation('inventory');
  const utils = trpc.useUtils();
  const requested = ids.slice(0, MAX_LABELS);
  const stock = labelStock(stockId);
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
  const items = labels.data?.filter((copy) => carries(kind, copy));
  const left = labels.data && items ? labels.data.length - items.length : 0;

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
      perSheet={labelsPerSheet(stock)}
      items={items}
      failure={labels.isError ? (serverMessage(labels.error, t) ?? t('labels.failed')) : null}
      onRetry={() => void labels.refetch()}
      notes={
        <>
          {ids.length > MAX_LABELS ? <p>{t('labels.tooMany', { max: MAX_LABELS })}</p> : null}
          {left > 0 && kind === 'isbn' ? <p>{t('labels.withoutIsbn', { count: left })}</p> : null}
          {left > 0 && kind === 'spine' ? (
            <p>{t('labels.withoutCallNumber', { count: left })}</p>
          ) : null}
        </>
      }
      problems={
        generate.isError ? (
          <p>
            {t('labels.qrFailed')} {serverMessage(generate.error, t)}
          </p>
        ) : undefined
      }
      controls={
        <>
          <SelectField
            label={t('labels.kind')}
            value={kind}
            onChange={(event) =>
              onChange({ kind: event.target.value as LabelKind, stock: stockId })
            }
          >
            {LABEL_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`labels.kinds.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('labels.stock')}
            value={stock.id}
            onChange={(event) => onChange({ kind, stock: event.target.value as LabelStockId })}
          >
            {LABEL_STOCKS.map((option) => (
              <option key={option.id} value={option.id}>
                {t(`labels.stocks.${option.id}`)}
              </option>
            ))}
          </SelectField>
        </>
      }
      paper={{
        sheetClassName: paperPage[stock.paper],
        sheetStyle: sheetStyle(stock),
        gridStyle: gridStyle(stock),
      }}
      gridClassName={styles.grid}
      itemClassName={labelClass(kind, stock)}
      itemTestId="copy-label"
      skeleton={<Skeleton shape="block" className={styles.qrSkeleton} />}
      renderItem={(copy) =>
        kind === 'isbn' ? (
          <IsbnLabel copy={copy} />
        ) : kind === 'spine' ? (
          <SpineLabel copy={copy} />
        ) : (
          <CopyCodeLabel copy={copy} stock={stock} />
        )
      }
    />
  );
}

/** Whether a copy gets a label of this kind: an ISBN sticker needs an ISBN, a spine a number. */
function carries(kind: LabelKind, copy: CopyLabel): boolean {
  if (kind === 'isbn') return copy.isbnBarcodeSvg !== null;
  if (kind === 'spine') return Boolean(copy.callNumber?.trim());
  return true;
}

const KIND_CLASS = { copy: styles.label, isbn: styles.isbnLabel, spine: styles.spineLabel };

function labelClass(kind: LabelKind, stock: LabelStock): string {
  const classes = [KIND_CLASS[kind]];
  if (stock.cutGuides) classes.push(styles.cutGuides);
  if (kind === 'copy' && isCompact(stock)) classes.push(styles.compact);
  return classes.join(' ');
}

function CopyCodeLabel({ copy, stock }: { copy: CopyLabel; stock: LabelStock }) {
  const { t } = useTranslation(['inventory', 'common']);
  const defaults = useDefaultText();
  return (
    <>
      {isCompact(stock) ? null : (
        // The name in all three scripts, whatever the screen's language (DESIGN.md).
        <div className={styles.library}>
          <span className={styles.mark}>
            <LibraryMark size={12} />
          </span>
          <span lang="en">{t('common:library.nameEn')}</span>
          <span lang="ta">{t('common:library.nameTa')}</span>
          <span lang="si">{t('common:library.nameSi')}</span>
        </div>
      )}
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

/** The ISBN sticker: the book's title for whoever sticks it on, and the EAN-13 under it. */
function IsbnLabel({ copy }: { copy: CopyLabel }) {
  const { t } = useTranslation('inventory');
  const defaults = useDefaultText();
  return (
    <>
      <p className={styles.isbnTitle}>{defaults.title(copy.title)}</p>
      <img
        className={styles.isbnBarcode}
        src={svgDataUrl(copy.isbnBarcodeSvg!)}
        alt={t('labels.isbnAlt', { isbn: copy.isbn })}
      />
    </>
  );
}

/**
 * The spine label: the call number a part to a line, large enough to read on a shelf, and the
 * copy's code small under it (which copy, should two labels be swapped).
 */
function SpineLabel({ copy }: { copy: CopyLabel }) {
  return (
    <>
      <p className={styles.spineNumber}>
        {spineLines(copy.callNumber!).map((line, index) => (
          <span key={index} className={styles.spineLine}>
            {line}
          </span>
        ))}
      </p>
      <p className={styles.spineCode}>{copy.sku}</p>
    </>
  );
}
