import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, Card, CardBody, CardHeader, CardTitle } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryTime } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { joinPages, useMorePages } from '../../../lib/more-pages';
import { trpc } from '../../../lib/trpc';
import { BarcodeIcon, FailureIcon, KeyboardIcon, PhotoIcon, SuccessIcon } from './scanner-icons';
import * as styles from './recent-scans.css';

type Scan = RouterOutputs['inventory']['scanHistory']['items'][number];

/** Scans a page of the history holds (spec §9: the latest 10). */
const SCANS_PAGE_SIZE = 10;

const TYPE_ICONS = { barcode: BarcodeIcon, manual: KeyboardIcon, image: PhotoIcon } as const;

/** This librarian's last ten attempts, failures included, newest first; older ones on request. */
export function RecentScans({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const id = useId();
  const { pages, more } = useMorePages('history');
  const history = joinPages(
    trpc.useQueries((q) =>
      Array.from({ length: pages }, (_, i) =>
        q.inventory.scanHistory({ limit: SCANS_PAGE_SIZE, offset: i * SCANS_PAGE_SIZE }),
      ),
    ),
  );

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('scanner.recent.title')}
        </CardTitle>
      </CardHeader>
      <CardBody className={styles.body}>
        {/* Focusable so keyboard users can scroll it; named by the card's heading. */}
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
          aria-busy={history.isPending || undefined}
          data-testid="recent-scans"
        >
          {history.isPending ? (
            <div className={styles.centre} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <span>{t('scanner.recent.loading')}</span>
            </div>
          ) : !history.items.length ? (
            <div className={styles.centre}>
              <BarcodeIcon size={40} className={styles.emptyIcon} />
              <p className={styles.empty}>{t('scanner.recent.empty')}</p>
            </div>
          ) : (
            <>
              <ol className={styles.list}>
                {history.items.map((scan) => (
                  <ScanRow key={scan.id} scan={scan} language={i18n.language as Language} />
                ))}
              </ol>
              {history.hasMore || history.loadingMore ? (
                <Button
                  variant="ghost"
                  size="sm"
                  fullWidth
                  loading={history.loadingMore}
                  onClick={more}
                >
                  {history.loadingMore ? t('common:paging.loadingMore') : t('scanner.recent.older')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </CardBody>
    </Card>
  );
}

function ScanRow({ scan, language }: { scan: Scan; language: Language }) {
  const { t } = useTranslation('inventory');
  const defaults = useDefaultText();
  const TypeIcon = TYPE_ICONS[scan.scanType];
  const createdAt = new Date(scan.createdAt);
  // The code travels, the words are ours: a failure reads in today's interface language.
  const error = scan.success
    ? null
    : scan.errorCode
      ? (t(`errors:${scan.errorCode}` as never, scan.errorParams) as string)
      : scan.errorMessage;

  return (
    <li
      className={scan.success ? styles.row.success : styles.row.failure}
      data-testid="recent-scan"
      data-success={scan.success}
    >
      {scan.success ? (
        <SuccessIcon size={28} label={t('scanner.recent.success')} className={styles.okIcon} />
      ) : (
        <FailureIcon size={28} label={t('scanner.recent.failed')} className={styles.failIcon} />
      )}
      <div className={styles.main}>
        <div className={styles.top}>
          <span className={styles.badge[scan.scanType]}>
            <TypeIcon size={16} />
            {t(`scanner.recent.types.${scan.scanType}`)}
          </span>
          <time className={styles.time} dateTime={createdAt.toISOString()}>
            {/* The library's clock, as on every staff screen, wherever the device is. */}
            {libraryTime(createdAt, language)}
          </time>
        </div>
        {scan.success && scan.title ? (
          <p className={styles.title}>{defaults.title(scan.title)}</p>
        ) : null}
        {scan.success && scan.sku ? (
          <p className={styles.sku}>{t('scanner.recent.sku', { sku: scan.sku })}</p>
        ) : null}
        {!scan.success && scan.isbn ? <p className={styles.sku}>{scan.isbn}</p> : null}
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    </li>
  );
}
