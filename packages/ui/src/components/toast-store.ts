import type { ReactNode } from 'react';

// The toast rules from the product spec, kept free of React so they can be tested on their own.

/** At most one toast is visible: a new toast replaces the previous one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open unless it sets its own `duration`. */
export const DEFAULT_TOAST_DURATION = 5000;
/** How long a dismissed (already hidden) toast stays in the list before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** Look and urgency of a toast; `destructive` is announced as an alert. */
export type ToastVariant = 'default' | 'destructive';

/** What a caller passes to `toast()`. */
export interface ToastOptions {
  /** Reuse an id to replace that toast in place; generated when absent. */
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

/** A toast as held in state. */
export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed: hidden at once, removed after {@link TOAST_REMOVE_DELAY}. */
  open: boolean;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export const initialToastState: ToastState = { toasts: [] };

/** Pure state transitions; an absent `id` means every toast. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add': {
      const others = state.toasts.filter((t) => t.id !== action.toast.id);
      return { toasts: [action.toast, ...others].slice(0, TOAST_LIMIT) };
    }
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          t.open && (action.id === undefined || t.id === action.id) ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

export interface ToastStoreOptions {
  /** Display time for toasts that do not set `duration`. */
  duration?: number;
}

/** State plus timers for one toast viewport; the React provider wraps one of these. */
export interface ToastStore {
  getState(): ToastState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Shows a toast, replacing any other; returns its id. */
  toast(options: ToastOptions): string;
  /** Hides one toast, or all when `id` is absent. */
  dismiss(id?: string): void;
  /** Freezes the auto-dismiss countdowns, e.g. while the user hovers or focuses a toast. */
  pause(): void;
  /** Restarts the countdowns with the time they had left. */
  resume(): void;
  /** Clears every pending timer. */
  destroy(): void;
}

interface Countdown {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

/** Creates an independent toast store. */
export function createToastStore({
  duration: defaultDuration = DEFAULT_TOAST_DURATION,
}: ToastStoreOptions = {}): ToastStore {
  let state = initialToastState;
  let paused = false;
  let counter = 0;
  const listeners = new Set<() => void>();
  const countdowns = new Map<string, Countdown>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  function stopCountdown(id: string) {
    clearTimeout(countdowns.get(id)?.handle);
    countdowns.delete(id);
  }

  function stopRemoval(id: string) {
    clearTimeout(removals.get(id));
    removals.delete(id);
  }

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    // A replaced or removed toast must not fire its timers later against a newer toast.
    const alive = new Set(state.toasts.map((t) => t.id));
    for (const id of [...countdowns.keys()]) if (!alive.has(id)) stopCountdown(id);
    for (const id of [...removals.keys()]) if (!alive.has(id)) stopRemoval(id);
    for (const listener of listeners) listener();
  }

  function arm(id: string, countdown: Countdown) {
    countdown.startedAt = Date.now();
    countdown.handle = setTimeout(() => dismiss(id), countdown.remaining);
  }

  function dismiss(id?: string) {
    const closing = state.toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (closing.length === 0) return;
    for (const t of closing) {
      stopCountdown(t.id);
      const handle = setTimeout(() => {
        removals.delete(t.id);
        dispatch({ type: 'remove', id: t.id });
      }, TOAST_REMOVE_DELAY);
      removals.set(t.id, handle);
    }
    dispatch({ type: 'dismiss', id });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    toast(options) {
      const id = options.id ?? `toast-${++counter}`;
      const duration = options.duration ?? defaultDuration;
      stopCountdown(id);
      stopRemoval(id);
      dispatch({
        type: 'add',
        toast: { ...options, id, variant: options.variant ?? 'default', duration, open: true },
      });
      if (Number.isFinite(duration)) {
        const countdown: Countdown = { remaining: Math.max(0, duration), startedAt: 0 };
        countdowns.set(id, countdown);
        if (!paused) arm(id, countdown);
      }
      return id;
    },
    dismiss,
    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const countdown of countdowns.values()) {
        if (countdown.handle === undefined) continue;
        clearTimeout(countdown.handle);
        countdown.handle = undefined;
        countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, countdown] of countdowns) arm(id, countdown);
    },
    destroy() {
      for (const id of [...countdowns.keys()]) stopCountdown(id);
      for (const id of [...removals.keys()]) stopRemoval(id);
    },
  };
}
