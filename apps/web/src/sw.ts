/// <reference lib="webworker" />
/**
 * The site's service worker (built by vite-plugin-pwa's injectManifest; decision 0029).
 *
 * - The app shell (HTML, every script, style, translation and font of this build) is
 *   precached as one versioned set: a new version is downloaded whole before it is offered,
 *   and only applied when the reader accepts (the page posts SKIP_WAITING), so a page never
 *   runs half of one version and half of another.
 * - Public data (tRPC GET batches) is network-first; each procedure's answer is kept on its
 *   own, so a page that batches its calls differently next time still finds them offline.
 *   Only answers made for a browser without a session are kept (the server marks the others):
 *   nothing a staff member or a member was shown stays on the device, and sign-out empties
 *   what was kept (lib/offline-caches.ts).
 * - E-book files are kept once read (cache-first, byte ranges served from the whole file).
 */
import { clientsClaim } from 'workbox-core';
import { createPartialResponse } from 'workbox-range-requests';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PUBLIC_DATA_CACHE, RETIRED_CACHES } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is looked after at once (so it opens offline next time); a new
// version still waits for the reader (see the message below).
clientsClaim();

// Answers an earlier worker kept whoever asked (staff's included) go when this one takes over.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Pages: the precached app; the server's own answers for what is not a page of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api\//,
      /^\/trpc\//,
      /^\/opds/,
      /^\/sitemap\.xml$/,
      /^\/robots\.txt$/,
      /\/card\.png$/,
    ],
  }),
);

/** Procedures whose answers are the same for everyone and may be kept on the device. */
const PUBLIC_PROCEDURES = new Set([
  'books.list',
  'events.list',
  'branches.list',
  'ebooks.list',
  'ebooks.featured',
  'ebooks.popular',
  'ebooks.recent',
  'ebooks.search',
  'ebooks.byId',
  'ebooks.related',
]);
const DATA_CACHE = PUBLIC_DATA_CACHE;
/** Set by the server on an answer made for a request with a session (apps/api http/caching.ts). */
const SIGNED_IN_ANSWER = 'x-library-signed-in';
/** On a slow connection, a kept answer is shown after this long (the network still answers later). */
const NETWORK_PATIENCE_MS = 6000;

type BatchItem = { result?: unknown; error?: unknown };

function procedureKey(procedure: string, input: unknown): string {
  return `${self.location.origin}/__offline/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input ?? null))}`;
}

function batchOf(url: URL) {
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  const batched = url.searchParams.get('batch') === '1';
  let inputs: Record<string, unknown>;
  try {
    const raw = JSON.parse(url.searchParams.get('input') ?? (batched ? '{}' : 'null')) as unknown;
    inputs = batched ? ((raw as Record<string, unknown>) ?? {}) : { 0: raw };
  } catch {
    inputs = {};
  }
  return { procedures, batched, inputs };
}

/** What a kept answer cannot stand in for: an error, as tRPC's client reads one. */
const unavailable: BatchItem = {
  error: {
    json: {
      message: 'offline',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, appCode: 'OFFLINE' },
    },
  },
};

async function keep(url: URL, response: Response): Promise<void> {
  // Staff's and members' answers stay on the server (and in the page while it is open).
  if (response.headers.has(SIGNED_IN_ANSWER)) return;
  const { procedures, batched, inputs } = batchOf(url);
  const body = (await response.json()) as BatchItem | BatchItem[];
  const items = batched ? (body as BatchItem[]) : [body as BatchItem];
  const cache = await caches.open(DATA_CACHE);
  await Promise.all(
    procedures.map((procedure, i) => {
      const item = items[i];
      if (!PUBLIC_PROCEDURES.has(procedure) || !item || !('result' in item)) return undefined;
      return cache.put(
        procedureKey(procedure, inputs[i]),
        new Response(JSON.stringify(item), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
}

/** The batch as kept; null unless at least one public answer is there. */
async function kept(url: URL): Promise<Response | null> {
  const { procedures, batched, inputs } = batchOf(url);
  const cache = await caches.open(DATA_CACHE);
  const items = await Promise.all(
    procedures.map(async (procedure, i) => {
      if (!PUBLIC_PROCEDURES.has(procedure)) return null;
      const found = await cache.match(procedureKey(procedure, inputs[i]));
      return found ? ((await found.json()) as BatchItem) : null;
    }),
  );
  if (!items.some(Boolean)) return null;
  const answer = items.map((item) => item ?? unavailable);
  return new Response(JSON.stringify(batched ? answer : answer[0]), {
    status: answer.every((item) => 'result' in item) ? 200 : 207,
    headers: { 'content-type': 'application/json', 'x-library-offline': '1' },
  });
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/trpc/'),
  async ({ url, request }) => {
    const network = fetch(request).then(async (response) => {
      if (response.status === 200 || response.status === 207) {
        await keep(url, response.clone()).catch(() => undefined);
      }
      return response;
    });
    network.catch(() => undefined);
    const patience = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), NETWORK_PATIENCE_MS),
    );
    try {
      const first = await Promise.race([network, patience]);
      if (first) return first;
      return (await kept(url)) ?? (await network);
    } catch (error) {
      const fallback = await kept(url);
      if (fallback) return fallback;
      throw error;
    }
  },
);

/** Must match `EBOOK_FILES_CACHE` in features/ebooks/offline-books.ts. */
const EBOOK_FILES = 'ebook-files';

// An e-book's file (the reader's, not a download): kept once read, then read from the device.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/ebooks\/\d+\/file$/.test(url.pathname) &&
    !url.searchParams.has('download'),
  async ({ url, request }) => {
    const cache = await caches.open(EBOOK_FILES);
    const key = `${url.origin}${url.pathname}`;
    const cached = await cache.match(key);
    if (cached)
      return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
    const response = await fetch(request);
    if (response.status === 200 && !request.headers.has('range')) {
      await cache.put(key, response.clone()).catch(() => undefined);
    }
    return response;
  },
);

// Hashed files this build does not precache (the PDF reader's worker): kept once fetched.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  async ({ request }) => {
    const cache = await caches.open('assets');
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
    return response;
  },
);
