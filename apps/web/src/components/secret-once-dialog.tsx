import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '@app/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './secret-once-dialog.css';

/**
 * A secret shown this once (an API token, a webhook's signing secret: the server keeps only
 * its hash or a sealed copy): copy it, and be told plainly that it will not be shown again.
 */
export function SecretOnceDialog({
  ns,
  title,
  secret,
  testId,
  onClose,
}: {
  /** The screen's namespace: its `secret.*` words (eyebrow, warning, label, copy…). */
  ns: 'tokens' | 'webhooks';
  title: string;
  secret: string;
  /** The secret's `data-testid`, for the browser tests. */
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation([ns, 'staff']);
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Dialog labelledBy={headingId} onClose={onClose}>
      <DialogHeader
        headingId={headingId}
        eyebrow={t('secret.eyebrow')}
        title={title}
        closeLabel={t('staff:actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        <div className={styles.body}>
          <p className={styles.warning} role="alert">
            {t('secret.warning')}
          </p>
          <p className={styles.label}>{t('secret.label')}</p>
          <p className={styles.secret} translate="no" data-testid={testId}>
            {secret}
          </p>
          <div>
            <Button variant="secondary" onClick={copy}>
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
