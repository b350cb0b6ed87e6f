/**
 * The service worker's caches of answers (`src/sw.ts`), named here so the page can empty them
 * too. Imported by the worker: nothing else may be imported here.
 */

/** Public tRPC answers, one per procedure and input, kept for reading without a connection. */
export const PUBLIC_DATA_CACHE = 'public-data-v2';

/**
 * Caches of earlier versions of the worker. `public-data` kept a procedure's answer whoever
 * asked, staff included; it is deleted when this worker takes over, and at every sign-out.
 */
export const RETIRED_CACHES = ['public-data'];

/**
 * Forgets every kept answer (sign-out): a signed-in browser's answers are never kept, but one
 * kept before that rule, or a public answer read by someone who signs out on a shared device,
 * need not outlive the session. Resolves once they are gone; never rejects.
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(
    [PUBLIC_DATA_CACHE, ...RETIRED_CACHES].map((name) => caches.delete(name).catch(() => false)),
  );
}
