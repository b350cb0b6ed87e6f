import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-serif/latin-700.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-700.css';
import { ToastProvider } from '@app/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, startTransition, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import './lib/i18n';
import { webEnv } from './env';
import { useOnline, useWaitingUpdate } from './lib/connection';
import { startTheme } from './lib/theme';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
import { createAppRouter } from './router';

startTheme();

function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  const [trpcClient] = useState(createTrpcClient);
  const { t } = useTranslation();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider label={t('toast.region')} closeLabel={t('actions.close')}>
          <RouterProvider router={router} />
          <ConnectionNotices />
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const loadConnectionBanner = () => import('./features/layout/components/connection-banner');

/**
 * Not in the first page's scripts: fetched once the browser is idle after it, while the
 * connection is there, because the banner is what shows when the connection is gone (and the
 * service worker may not have kept the app yet). Should that fetch fail all the same, the
 * banner is left out rather than the page: a failed lazy import would otherwise unmount the
 * whole app.
 */
const ConnectionBanner = lazy(() =>
  loadConnectionBanner().then(
    (module) => ({ default: module.ConnectionBanner }),
    () => ({ default: () => null }),
  ),
);

function ConnectionNotices() {
  const online = useOnline();
  const update = useWaitingUpdate();
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionBanner />
    </Suspense>
  );
}

/**
 * Starts the app. The first page is loaded (its route's code, its strings) before anything
 * renders, and then rendered in a transition: React builds it in slices of a few milliseconds,
 * so a cheap phone keeps scrolling the boot screen instead of freezing while it builds, and the
 * page replaces the boot screen in one frame once it is whole.
 */
export async function startApp(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await router.load();
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  registerServiceWorkerLater();
}

/**
 * Offline support starts once the page has loaded and the browser is idle: the worker then
 * downloads the app shell in the background, never competing with the first page.
 */
function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || !webEnv.offlineSupport) return;
  const start = () => {
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    idle(() => {
      void loadConnectionBanner().catch(() => undefined);
      void import('./lib/service-worker').then((sw) => sw.registerServiceWorker());
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
