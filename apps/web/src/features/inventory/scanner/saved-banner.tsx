import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import { isJobGone, useJob } from '../../../lib/jobs';
import { trpc } from '../../../lib/trpc';
import type { SavedScan } from './saved-scan';
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

/**
 * A photo scan is saved at once and its cover read by a job (issue 17): while the job runs the
 * banner shows how many photos are read (a bar and words), and when it ends shows the copy as
 * the job left it (its title, author and SKU, which an ISBN found on the cover changes). The
 * tab keeps the banner (`saved-scan.ts`), so a reload mid-reading goes on following the job.
 */
function useReadCopy(item: SavedScan['item']) {
  const utils = trpc.useUtils();
  const job = useJob(item.job?.id, item.job ?? undefined);
  // A reading the server no longer shows (a banner restored long after) is simply left out.
  const known = item.job && !isJobGone(job.error) ? item.job : null;
  const state = known ? (job.data?.state ?? known.state) : null;
  const copy = trpc.inventory.get.useQuery({ id: item.id }, { enabled: state === 'completed' });
  useEffect(() => {
    if (state !== 'completed') return;
    // What the reading filled in shows in the history and the figures too.
    void utils.inventory.scanHistory.invalidate();
    void utils.inventory.stats.invalidate();
  }, [state, utils]);
  return { job: known ? (job.data ?? known) : null, state, read: copy.data ?? null };
}

function Saved({ saved: { item: scanned, scanType } }: { saved: SavedScan }) {
  const { t } = useTranslation('inventory');
  const defaults = useDefaultText();
  const { job, state, read } = useReadCopy(scanned);
  const item = read
    ? { ...scanned, title: read.title, author: read.author, sku: read.sku }
    : scanned;
  const reading = state === 'queued' || state === 'active';
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
          {defaults.title(item.title)}
        </p>
        <p className={styles.author} data-testid="saved-author">
          {t('scanner.saved.by', {
            author: defaults.author(item.author) ?? t('scanner.saved.unknownAuthor'),
          })}
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
        {reading && job ? (
          <div className={styles.reading} data-testid="saved-reading">
            <p className={styles.note}>
              {t('scanner.saved.reading', { count: job.total, done: job.done })}
            </p>
            <progress
              className={styles.progress}
              max={Math.max(job.total, 1)}
              value={job.done}
              aria-label={t('scanner.saved.readingLabel')}
            />
          </div>
        ) : state === 'failed' ? (
          <p className={styles.note} data-testid="saved-read-failed">
            {t('scanner.saved.readFailed')}
          </p>
        ) : note ? (
          <p className={styles.note} data-testid="saved-note">
            {note}
          </p>
        ) : null}
      </div>
    </article>
  );
}
