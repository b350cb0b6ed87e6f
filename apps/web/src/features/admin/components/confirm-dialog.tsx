import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete; Cancel has the focus, so a stray Enter deletes nothing. */
export function ConfirmDialog({ title, message, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const messageId = useId();
  return (
    <Dialog
      labelledBy={headingId}
      describedBy={messageId}
      onClose={onClose}
      size="narrow"
      closeOnBackdrop
    >
      <DialogHeader
        headingId={headingId}
        eyebrow={t('confirm.eyebrow')}
        title={title}
        closeLabel={t('actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        <p id={messageId}>{message}</p>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button variant="destructive" loading={pending} onClick={onConfirm}>
          {t('confirm.delete')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
