import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '@app/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MadeToken } from './create-token-form';
import * as styles from './tokens-panel.css';

/**
 * A new token's secret, shown this once (the server keeps only its hash): copy it, and be told
 * plainly that it will not be shown again.
 */
export function TokenSecretDialog({ made, onClose }: { made: MadeToken; onClose: () => void }) {
  const { t } = useTranslation(['tokens', 'staff']);
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog labelledBy={headingId} onClose={onClose}>
      <DialogHeader
        headingId={headingId}
        eyebrow={t('secret.eyebrow')}
        title={made.name}
        closeLabel={t('staff:actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        <div className={styles.secretBody}>
          <p className={styles.warning} role="alert">
            {t('secret.warning')}
          </p>
          <p className={styles.muted}>{t('secret.label')}</p>
          <p className={styles.secret} translate="no" data-testid="token-secret">
            {made.token}
          </p>
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(made.token).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('secret.copied') : t('secret.copy')}
            </Button>
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>{t('secret.done')}</Button>
      </DialogFooter>
    </Dialog>
  );
}
