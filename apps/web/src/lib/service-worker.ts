import { useSyncExternalStore } from 'react';

/**
 * Registers the service worker (src/sw.ts) and tells the page when a new version of the site
 * is ready. A new version waits until the reader accepts it; then every open tab reloads into
 * it together, so no page goes on running old code against the new version's files.
 */

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function offer(worker: ServiceWorker) {
  applyUpdate = () => worker.postMessage({ type: 'SKIP_WAITING' });
  notify();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    // The first visit's worker taking charge changes nothing on screen; a new version does.
    if (controlled) window.location.reload();
    controlled = true;
  });
  container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // A site left open for days still hears of new versions.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => {});
      });
    })
    .catch((error: unknown) => console.warn('No offline support:', error));
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
