import { useId } from 'react';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter, DialogHeader } from './dialog';

/** Props of {@link ConfirmDialog}: its words come from the app, in the reader's language. */
export interface ConfirmDialogProps {
  /** The line above the title ("Please confirm"). */
  eyebrow: string;
  title: string;
  message: string;
  /** The destructive button's words ("Delete"). */
  confirmLabel: string;
  cancelLabel: string;
  /** The close button's name for screen readers. */
  closeLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete; Cancel has the focus, so a stray Enter deletes nothing. */
export function ConfirmDialog({
  eyebrow,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
        eyebrow={eyebrow}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
      />
      <DialogBody>
        <p id={messageId}>{message}</p>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="destructive" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
