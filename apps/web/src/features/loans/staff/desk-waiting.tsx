import type { Language } from '@app/i18n';
import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryTime } from '../../../lib/dates';
import type { QueuedDeskScan } from './desk-queue';
import * as styles from './desk.css';
import type { DeskStall } from './use-desk-sender';

/**
 * The lends and returns kept on this device until the connection returns, oldest first (the
 * order they will be sent in), with their count and a way to try now.
 */
export function DeskWaiting({
  scans,
  stall,
  online,
  sending,
  onSend,
  language,
}: {
  scans: QueuedDeskScan[];
  stall: DeskStall;
  online: boolean;
  sending: boolean;
  onSend: () => void;
  language: Language;
}) {
  const { t } = useTranslation('loans-staff');
  return (
    <section
      className={styles.waiting}
      aria-live="polite"
      data-testid="desk-waiting"
      data-stall={stall ?? 'none'}
    >
      <h3 className={styles.waitingTitle}>{t('desk.waiting.title', { count: scans.length })}</h3>
      <p className={styles.waitingNote}>
        {stall === 'signed-out' ? t('desk.waiting.signedOut') : t('desk.waiting.note')}
      </p>
      <ol className={styles.waitingList}>
        {scans.map((scan) => (
          <li key={scan.clientId} className={styles.waitingLine} data-testid="desk-waiting-scan">
            <time className={styles.logTime} dateTime={scan.queuedAt}>
              {libraryTime(scan.queuedAt, language)}
            </time>
            <span>
              {scan.kind === 'lend'
                ? t('desk.waiting.lend', { sku: scan.sku, number: scan.memberNumber })
                : t('desk.waiting.return', { sku: scan.sku })}
            </span>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        loading={sending && online}
        disabled={!online}
        onClick={onSend}
        data-testid="desk-send-now"
      >
        {t('desk.waiting.send')}
      </Button>
    </section>
  );
}
