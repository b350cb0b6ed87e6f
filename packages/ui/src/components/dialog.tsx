import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import * as styles from './dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Id of the dialog's heading, which names it for screen readers. */
  labelledBy: string;
  /** Id of a short text that describes the dialog (a confirmation question). */
  describedBy?: string;
  /** Called on Escape, on the close button and (when allowed) on a backdrop click. */
  onClose: () => void;
  /** A click on the dimmed page closes it; off by default, a stray click must not lose typing. */
  closeOnBackdrop?: boolean;
  size?: 'narrow' | 'medium' | 'wide';
  /** When given, the frame is a `<form>` (Enter submits; the footer's submit button works). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser makes the page behind it inert, traps Tab inside and
 * turns Escape into a cancel, which is routed through `onClose` so React owns the open state.
 * Mount it to open it; unmount it to close. Focus goes to the element marked `data-autofocus`
 * (else the browser's first focusable one) and returns to the opener on close.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  closeOnBackdrop = false,
  size = 'medium',
  onSubmit,
  children,
}: DialogProps) {
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
      aria-describedby={describedBy}
      className={styles.dialog[size]}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The frame fills the dialog, so only the backdrop reports the dialog itself.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {onSubmit ? (
        <form className={styles.frame} noValidate onSubmit={onSubmit}>
          {children}
        </form>
      ) : (
        <div className={styles.frame}>{children}</div>
      )}
    </dialog>
  );
}

/** Props of {@link DialogHeader}. */
export interface DialogHeaderProps {
  /** Id the dialog's `labelledBy` points at. */
  headingId: string;
  title: ReactNode;
  /** A small line above the heading saying what the dialog is for. */
  eyebrow?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  /** Shown under the heading. */
  children?: ReactNode;
}

/** The dialog's top row: the heading block on the start side, the close button on the end. */
export function DialogHeader({
  headingId,
  title,
  eyebrow,
  closeLabel,
  onClose,
  children,
}: DialogHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.headingBlock}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
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

/** The scrolling middle of a {@link Dialog}. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** The action row of a {@link Dialog}, pinned under the scrolling body. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
