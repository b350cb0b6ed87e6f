import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { isSettled, type JobView } from '../../../lib/jobs';
import type { ImportSummary } from './import-job';
import * as styles from './import-job-status.css';
import { status as pill } from './import-panel.css';

export interface ImportJobStatusProps {
  job: JobView;
  summary: ImportSummary | null;
  onDismiss: () => void;
}

/**
 * A bulk import job as the panel follows it: "42 of 100 imported" in words and as a bar while
 * it runs, then how it ended (imported, already in the library, not imported) until closed.
 */
export function ImportJobStatus({ job, summary, onDismiss }: ImportJobStatusProps) {
  const { t } = useTranslation(['ebooks-staff', 'staff']);
  const settled = isSettled(job.state);
  const heading = {
    queued: t('import.job.queued'),
    active: t('import.job.running'),
    completed: t('import.toast.bulkDone'),
    failed: t('import.toast.bulkFailed'),
  }[job.state];

  return (
    <div className={styles.job} data-testid="import-job" data-state={job.state}>
      <div className={styles.words} role="status">
        <p className={styles.heading}>{heading}</p>
        <p className={styles.done}>
          {t('import.job.progress', { count: job.done, total: job.total })}
        </p>
      </div>
      <progress
        className={styles.progressBar}
        max={Math.max(job.total, 1)}
        value={job.done}
        aria-label={t('import.progressLabel')}
      />
      {settled ? (
        <>
          {job.state === 'failed' ? <p className={styles.note}>{t('import.job.stopped')}</p> : null}
          <div className={styles.end}>
            <ul className={styles.outcome} aria-label={t('import.job.outcome')}>
              <li className={pill.imported}>
                {t('import.job.imported', { number: summary?.imported ?? 0 })}
              </li>
              <li className={pill.already}>
                {t('import.job.already', { number: summary?.skipped ?? 0 })}
              </li>
              <li className={pill.failed}>
                {t('import.job.failed', { number: summary?.failed ?? 0 })}
              </li>
            </ul>
            <Button size="sm" variant="secondary" onClick={onDismiss}>
              {t('staff:actions.close')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
