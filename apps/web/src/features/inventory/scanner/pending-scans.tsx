import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { usePendingScans } from './pending-scan-queue';
import { useResendPending } from './use-resend-pending';
import * as styles from './pending-scans.css';

/** Scans kept on this device while the connection was down, until the server has them. */
export function PendingScans() {
  const { t } = useTranslation('inventory');
  const pending = usePendingScans();
  const { sendAll, sending } = useResendPending();
  if (pending.length === 0) return null;
  return (
    <section className={styles.box} aria-live="polite" data-testid="pending-scans">
      <div className={styles.text}>
        <h2 className={styles.title}>{t('scanner.pending.title', { count: pending.length })}</h2>
        <p className={styles.note}>{t('scanner.pending.note')}</p>
        <ul className={styles.list}>
          {pending.map((scan) => (
            <li key={scan.clientScanId} className={styles.isbn}>
              {scan.isbn}
            </li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" loading={sending} onClick={() => void sendAll()}>
        {t('scanner.pending.sendNow')}
      </Button>
    </section>
  );
}
