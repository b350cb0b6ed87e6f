import { useSyncExternalStore } from 'react';

/**
 * What the page says about its connection: whether the browser believes it is online, and a
 * new version of the site waiting to be applied (set by lib/service-worker.ts).
 */

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A new version is ready; `apply` switches every open tab to it. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's "apply" (reloads every tab into it), or null when there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}

export function dismissUpdate(): void {
  applyUpdate = null;
  notify();
}

function onlineNow() {
  return navigator.onLine;
}
function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, onlineNow, () => true);
}
