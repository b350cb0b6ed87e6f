import { Button } from '@app/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './inventory-dialog.css';

export interface InventoryDialogProps {
  /** Id of the dialog's heading, which names it for screen readers. */
  labelledBy: string;
  onClose: () => void;
  /** A click on the dimmed page closes it; off for forms, where a stray click would lose typing. */
  closeOnBackdrop?: boolean;
  size?: 'medium' | 'wide';
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser makes the page behind it inert, traps Tab inside and
 * turns Escape into a cancel, which we route through `onClose` so React owns the open state.
 * Mount it to open it; unmount it to close. Focus goes to the element marked
 * `data-autofocus` (else the first focusable one) and returns to the opener on close.
 */
export function InventoryDialog({
  labelledBy,
  onClose,
  closeOnBackdrop = false,
  size = 'medium',
  children,
}: InventoryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // The opener may have been re-rendered away (a refetched list); then focus stays put.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={styles.dialog[size]}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The inner frame fills the dialog, so only the backdrop reports the dialog itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.frame}>{children}</div>
    </dialog>
  );
}

export interface DialogHeaderProps {
  /** Id the dialog's `labelledBy` points at. */
  headingId: string;
  /** A small line above the heading saying what the dialog is for. */
  eyebrow: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Shown under the heading (a byline). */
  children?: ReactNode;
}

/** The dialog's top row: heading block on the start side, the close button on the end side. */
export function DialogHeader({
  headingId,
  eyebrow,
  title,
  closeLabel,
  onClose,
  children,
}: DialogHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.headingBlock}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className={styles.closeButton}
        aria-label={closeLabel}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}

/** The scrolling middle of the dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** The dialog's action row, pinned under the scrolling body. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
