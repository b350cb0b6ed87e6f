import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, useOnline, useWaitingUpdate } from '../../../lib/connection';
import * as styles from './connection-banner.css';

/**
 * A quiet line at the foot of every page: "offline" while there is no connection, and the
 * offer of a new version of the site once one is ready (applied only when accepted).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useWaitingUpdate();
  if (online && !update) return null;
  return (
    <div className={styles.banner} role="status" data-testid="connection-banner">
      {update ? (
        <>
          <span>{t('update.ready')}</span>
          <span className={styles.actions}>
            <Button size="sm" onClick={update} data-testid="apply-update">
              {t('update.apply')}
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissUpdate}>
              {t('update.later')}
            </Button>
          </span>
        </>
      ) : (
        <span>{t('offline.notice')}</span>
      )}
    </div>
  );
}
