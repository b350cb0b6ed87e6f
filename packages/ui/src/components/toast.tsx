import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import * as styles from './toast.css';
import { createToastStore, type Toast, type ToastOptions, type ToastStore } from './toast-store';

/** A rightward drag at least this long (px) dismisses a toast. */
const SWIPE_THRESHOLD = 50;
// Capturing the pointer on pointerdown would retarget the click of the close button, so capture
// starts only once the pointer has clearly begun to drag.
const CAPTURE_TOLERANCE = 5;

const ToastContext = createContext<ToastStore | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Name of the notifications region, translated by the app; " (F8)" is appended. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Display time (ms) for toasts that do not set their own; defaults to 5000. */
  duration?: number;
}

/**
 * Holds the toast state and renders the toast viewport after its children. One toast is shown at
 * a time: a new toast replaces the current one. F8 moves focus to the viewport; hovering or
 * focusing it pauses the countdown, Escape closes the toast, a swipe right of 50px dismisses it.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  duration,
}: ToastProviderProps) {
  // The display time is read once: changing it later would not re-time toasts already shown.
  const [store] = useState(() => createToastStore({ duration }));
  useEffect(() => () => store.destroy(), [store]);
  return (
    <ToastContext value={store}>
      {children}
      <Toaster store={store} label={label} closeLabel={closeLabel} />
    </ToastContext>
  );
}

/** What {@link useToast} returns; both functions keep their identity across renders. */
export interface UseToastResult {
  /** Shows a toast (replacing the one on screen) and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id, or whichever is open when no id is given. */
  dismiss: (id?: string) => void;
}

/** Access to the nearest {@link ToastProvider}; throws outside one. */
export function useToast(): UseToastResult {
  const store = useContext(ToastContext);
  const api = useMemo(
    () => (store ? { toast: store.toast, dismiss: store.dismiss } : null),
    [store],
  );
  if (!api) throw new Error('useToast() must be called inside <ToastProvider>.');
  return api;
}

interface ToasterProps {
  store: ToastStore;
  label: string;
  closeLabel: string;
}

function Toaster({ store, label, closeLabel }: ToasterProps) {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const listRef = useRef<HTMLOListElement>(null);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);

  // Reading a toast with the keyboard or mouse must not race its countdown (WCAG 2.2.1).
  const syncPause = useCallback(() => {
    if (pointerInside.current || focusInside.current) store.pause();
    else store.resume();
  }, [store]);

  const setHovered = useCallback(
    (hovered: boolean) => {
      pointerInside.current = hovered;
      syncPause();
    },
    [syncPause],
  );

  // Focus inside a closing toast would fall back to <body>; keep it in the viewport instead.
  const close = useCallback(
    (id?: string) => {
      const list = listRef.current;
      if (list?.contains(document.activeElement)) list.focus();
      store.dismiss(id);
    },
    [store],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' && event.code !== 'F8') return;
      event.preventDefault();
      listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`${label} (F8)`}>
      <ol
        ref={listRef}
        tabIndex={-1}
        className={styles.viewport}
        onFocus={() => {
          focusInside.current = true;
          syncPause();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          focusInside.current = false;
          syncPause();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem
              key={t.id}
              toast={t}
              closeLabel={closeLabel}
              onClose={close}
              onHoverChange={setHovered}
            />
          ))}
      </ol>
    </section>
  );
}

interface ToastItemProps {
  toast: Toast;
  closeLabel: string;
  onClose: (id: string) => void;
  onHoverChange: (hovered: boolean) => void;
}

interface Drag {
  startX: number;
  pointerId: number;
  captured: boolean;
}

function ToastItem({ toast, closeLabel, onClose, onHoverChange }: ToastItemProps) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);

  // A toast removed under the pointer never gets pointerleave, which would pause the next one.
  useEffect(() => () => onHoverChange(false), [onHoverChange]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId, captured: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const target = event.currentTarget;
    if (!current.captured && Math.abs(dx) > CAPTURE_TOLERANCE) {
      current.captured = true;
      if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    }
    // Only rightward swipes dismiss, so the toast does not follow a leftward drag.
    setOffset(Math.max(0, dx));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.clientX - current.startX >= SWIPE_THRESHOLD) onClose(toast.id);
    else setOffset(0);
  };

  const onPointerCancel = () => {
    drag.current = null;
    setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    // The role sits inside the <li>: a list item with another role breaks the list for screen
    // readers (axe: listitem).
    <li
      data-state={toast.open ? 'open' : 'closed'}
      data-swiping={offset > 0 ? '' : undefined}
      className={styles.toast({ variant: toast.variant })}
      style={assignInlineVars({ [styles.swipeOffset]: `${offset}px` })}
      onPointerEnter={() => onHoverChange(true)}
      onPointerLeave={() => onHoverChange(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div role={destructive ? 'alert' : 'status'} aria-atomic="true" className={styles.content}>
        {toast.title != null && <div className={styles.title}>{toast.title}</div>}
        {toast.description != null && <div className={styles.description}>{toast.description}</div>}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={() => onClose(toast.id)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 4l8 8M12 4l-8 8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}
