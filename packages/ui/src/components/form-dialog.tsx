import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter, DialogHeader, type DialogProps } from './dialog';

/** Props of {@link FormDialog}: its words come from the app, in the reader's language. */
export interface FormDialogProps {
  eyebrow: string;
  title: string;
  /** The submit button's words ("Add Book", "Save Changes"). */
  submitLabel: string;
  /** The Cancel button's words. */
  cancelLabel: string;
  /** The close button's name for screen readers. */
  closeLabel: string;
  /** A save is on its way: the submit button shows it and takes no second press. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  size?: DialogProps['size'];
  /** Keeps the submit button off, and names the text that says why. */
  submitBlockedBy?: string;
  children: ReactNode;
}

/** The frame of an Add/Edit dialog: heading, the form's fields, then Cancel and submit. */
export function FormDialog({
  eyebrow,
  title,
  submitLabel,
  cancelLabel,
  closeLabel,
  pending,
  onSubmit,
  onClose,
  size,
  submitBlockedBy,
  children,
}: FormDialogProps) {
  const headingId = useId();
  return (
    <Dialog labelledBy={headingId} onClose={onClose} onSubmit={onSubmit} size={size}>
      <DialogHeader
        headingId={headingId}
        eyebrow={eyebrow}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
      />
      <DialogBody>{children}</DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
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
