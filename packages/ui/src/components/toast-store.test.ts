import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  createToastStore,
  initialToastState,
  toastReducer,
  type Toast,
} from './toast-store';

const make = (id: string, open = true): Toast => ({
  id,
  title: id,
  variant: 'default',
  duration: DEFAULT_TOAST_DURATION,
  open,
});

describe('toastReducer', () => {
  it('keeps only the newest toast when a second one is added', () => {
    const one = toastReducer(initialToastState, { type: 'add', toast: make('a') });
    const two = toastReducer(one, { type: 'add', toast: make('b') });
    expect(two.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('replaces a toast in place when its id is reused', () => {
    const one = toastReducer(initialToastState, { type: 'add', toast: make('a') });
    const two = toastReducer(one, { type: 'add', toast: { ...make('a'), title: 'new' } });
    expect(two.toasts).toHaveLength(1);
    expect(two.toasts[0]?.title).toBe('new');
  });

  it('hides a dismissed toast but keeps it in the list', () => {
    const one = toastReducer(initialToastState, { type: 'add', toast: make('a') });
    const dismissed = toastReducer(one, { type: 'dismiss', id: 'a' });
    expect(dismissed.toasts).toEqual([{ ...make('a'), open: false }]);
  });

  it('ignores dismiss and remove for unknown ids', () => {
    const one = toastReducer(initialToastState, { type: 'add', toast: make('a') });
    expect(toastReducer(one, { type: 'dismiss', id: 'zzz' }).toasts).toEqual(one.toasts);
    expect(toastReducer(one, { type: 'remove', id: 'zzz' }).toasts).toEqual(one.toasts);
  });

  it('removes every toast when remove has no id', () => {
    const one = toastReducer(initialToastState, { type: 'add', toast: make('a', false) });
    expect(toastReducer(one, { type: 'remove' }).toasts).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the previous', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'Saved' });
    const second = store.toast({ title: 'Deleted' });
    expect(first).not.toBe(second);
    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().toasts[0]).toMatchObject({ id: second, title: 'Deleted', open: true });
  });

  it('auto-dismisses after 5000 ms and removes after a further 1,000,000 ms', () => {
    const store = createToastStore();
    const id = store.toast({ title: 'Saved' });

    vi.advanceTimersByTime(4999);
    expect(store.getState().toasts[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts[0]).toMatchObject({ id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('honours a per-toast duration', () => {
    const store = createToastStore();
    store.toast({ title: 'Quick', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getState().toasts[0]?.open).toBe(false);
  });

  it('keeps a toast with an infinite duration until it is dismissed', () => {
    const store = createToastStore();
    const id = store.toast({ title: 'Sticky', duration: Infinity });
    vi.advanceTimersByTime(10 * TOAST_REMOVE_DELAY);
    expect(store.getState().toasts[0]?.open).toBe(true);
    store.dismiss(id);
    expect(store.getState().toasts[0]?.open).toBe(false);
  });

  it('does not let a replaced toast dismiss its successor', () => {
    const store = createToastStore();
    store.toast({ title: 'First', id: 'same' });
    vi.advanceTimersByTime(4000);
    store.toast({ title: 'Second', id: 'same' });
    vi.advanceTimersByTime(4000);
    expect(store.getState().toasts[0]).toMatchObject({ title: 'Second', open: true });
    vi.advanceTimersByTime(1000);
    expect(store.getState().toasts[0]?.open).toBe(false);
  });

  it('dismisses the open toast when called without an id and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: 'Saved' });
    store.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops the countdown while paused and resumes with the time left', () => {
    const store = createToastStore();
    store.toast({ title: 'Saved' });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(store.getState().toasts[0]?.open).toBe(true);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(store.getState().toasts[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts[0]?.open).toBe(false);
  });

  it('clears its timers on destroy', () => {
    const store = createToastStore();
    store.toast({ title: 'Saved' });
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
