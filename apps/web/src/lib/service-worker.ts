import { offerUpdate } from './connection';

/**
 * Registers the service worker (src/sw.ts) and tells the page when a new version of the site
 * is ready (lib/connection.ts). A new version waits until the reader accepts it; then every
 * open tab reloads into it together, so no page goes on running old code against the new
 * version's files. Loaded only once the page is idle (app.tsx).
 */

function offer(worker: ServiceWorker) {
  offerUpdate(() => worker.postMessage({ type: 'SKIP_WAITING' }));
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
