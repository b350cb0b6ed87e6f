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
function useReadCopy(scanned: SavedScan['copy']) {
  const utils = trpc.useUtils();
  const job = useJob(scanned.job?.id, scanned.job ?? undefined);
  // A reading the server no longer shows (a banner restored long after) is simply left out.
  const known = scanned.job && !isJobGone(job.error) ? scanned.job : null;
  const state = known ? (job.data?.state ?? known.state) : null;
  const read = trpc.inventory.get.useQuery({ id: scanned.id }, { enabled: state === 'completed' });
  useEffect(() => {
    if (state !== 'completed') return;
    // What the reading filled in shows in the history and the figures too.
    void utils.inventory.scanHistory.invalidate();
    void utils.inventory.stats.invalidate();
  }, [state, utils]);
  return { job: known ? (job.data ?? known) : null, state, read: read.data ?? null };
}

function Saved({ saved: { copy: scanned, scanType } }: { saved: SavedScan }) {
  const { t } = useTranslation('inventory');
  const defaults = useDefaultText();
  const { job, state, read } = useReadCopy(scanned);
  const copy = read
    ? { ...scanned, title: read.title, author: read.author, sku: read.sku }
    : scanned;
  const reading = state === 'queued' || state === 'active';
  const copyNumber = copy.copyNumber ?? 1;
  const note =
    copy.lookupSource !== null
      ? null
      : scanType === 'image'
        ? t('scanner.saved.fromCover')
        : copy.lookupReason === 'unreachable'
          ? t('scanner.saved.unreachable')
          : copy.lookupReason === 'not_found'
            ? t('scanner.saved.notFound')
            : null;

  return (
    <article className={styles.banner} data-testid="saved-banner">
      <SuccessIcon size={40} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.heading}>{t('scanner.saved.heading')}</p>
        <p className={styles.title} data-testid="saved-title">
          {defaults.title(copy.title)}
        </p>
        <p className={styles.author} data-testid="saved-author">
          {t('scanner.saved.by', {
            author: defaults.author(copy.author) ?? t('scanner.saved.unknownAuthor'),
          })}
        </p>
        <p className={styles.meta}>
          <span className={styles.sku}>
            <span className={styles.skuLabel}>{t('scanner.saved.sku')}</span>{' '}
            <code data-testid="saved-sku">{copy.sku}</code>
          </span>
          {copyNumber > 1 ? (
            <span className={styles.copy} data-testid="saved-copy">
              {t('scanner.saved.copy', { number: copyNumber })}
            </span>
          ) : null}
        </p>
        {copyNumber > 1 ? (
          <p className={styles.note}>{t('scanner.saved.duplicate', { number: copyNumber })}</p>
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
