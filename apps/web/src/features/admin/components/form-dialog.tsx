import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, type DialogProps } from '@app/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  eyebrow: string;
  title: string;
  /** The submit button's words ("Add Book", "Save Changes"). */
  submitLabel: string;
  /** A save is on its way: the submit button shows it and takes no second press. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  size?: DialogProps['size'];
  /** Keeps the submit button off, and names the text that says why. */
  submitBlockedBy?: string;
  children: ReactNode;
}

/** The frame of the Add/Edit dialogs: heading, the form's fields, then Cancel and submit. */
export function FormDialog({
  eyebrow,
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  size,
  submitBlockedBy,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Dialog labelledBy={headingId} onClose={onClose} onSubmit={onSubmit} size={size}>
      <DialogHeader
        headingId={headingId}
        eyebrow={eyebrow}
        title={title}
        closeLabel={t('actions.close')}
        onClose={onClose}
      />
      <DialogBody>{children}</DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          loading={pending}
          disabled={submitBlockedBy !== undefined}
          aria-describedby={submitBlockedBy}
        >
          {submitLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
