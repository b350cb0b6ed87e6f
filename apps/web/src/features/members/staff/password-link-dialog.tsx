import type { Language } from '@app/i18n';
import {
  Button,
  buttonStyles,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  LoadingState,
} from '@app/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { svgDataUrl } from '../../../lib/qr';
import { trpc } from '../../../lib/trpc';
import type { MemberRecord } from '../member';
import * as styles from './password-link-dialog.css';

/**
 * Gives a member a sign-in: a one-time link to choose their password, shown as a QR code to
 * open on their own phone, to copy, or to send by e-mail or text message. Opening this dialog
 * makes a new link (an older unused one stops working).
 */
export function PasswordLinkDialog({
  member,
  onClose,
}: {
  member: MemberRecord;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['members-staff', 'staff']);
  const headingId = useId();
  const utils = trpc.useUtils();
  const [copied, setCopied] = useState(false);
  const link = trpc.members.createPasswordLink.useMutation({
    onSuccess: () => void utils.members.byId.invalidate({ id: member.id }),
  });
  const started = useRef(false);
  const mutate = link.mutate;
  useEffect(() => {
    // Once per dialog, also under StrictMode's double effect run in development.
    if (started.current) return;
    started.current = true;
    mutate({ id: member.id });
  }, [member.id, mutate]);

  const message = link.data ? t('link.message', { name: member.fullName, url: link.data.url }) : '';
  return (
    <Dialog labelledBy={headingId} onClose={onClose}>
      <DialogHeader
        headingId={headingId}
        eyebrow={t('link.eyebrow')}
        title={member.fullName}
        closeLabel={t('staff:actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        {link.isError ? (
          <p role="alert" className={styles.problem}>
            {serverMessage(link.error, t) ?? t('staff:errorFallback')}
          </p>
        ) : !link.data ? (
          <LoadingState>{t('link.making')}</LoadingState>
        ) : (
          <div className={styles.body}>
            <p>{t('link.intro')}</p>
            <img
              className={styles.qr}
              src={svgDataUrl(link.data.qrCodeSvg)}
              alt={t('link.qrAlt', { name: member.fullName })}
            />
            <p className={styles.url} data-testid="password-link">
              {link.data.url}
            </p>
            <p className={styles.note}>
              {t('link.expires', {
                date: libraryDay(link.data.expiresAt, i18n.language as Language),
              })}
            </p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link.data.url).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
              <a
                className={buttonStyles({ variant: 'secondary' })}
                href={`mailto:${encodeURIComponent(link.data.email)}?subject=${encodeURIComponent(
                  t('link.subject'),
                )}&body=${encodeURIComponent(message)}`}
              >
                {t('link.email')}
              </a>
              {member.phone ? (
                <a
                  className={buttonStyles({ variant: 'secondary' })}
                  href={`sms:${member.phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(message)}`}
                >
                  {t('link.sms')}
                </a>
              ) : null}
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>{t('link.done')}</Button>
      </DialogFooter>
    </Dialog>
  );
}
