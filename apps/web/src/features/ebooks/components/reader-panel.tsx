import { Dialog, DialogBody, DialogHeader } from '@app/ui';
import { useId, type ReactNode } from 'react';

/** One of the reader's panels (contents, bookmarks, search, kept books): a narrow dialog. */
export function ReaderPanel({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Dialog labelledBy={headingId} onClose={onClose} closeOnBackdrop size="narrow">
      <DialogHeader headingId={headingId} title={title} closeLabel={closeLabel} onClose={onClose} />
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
}
