import type { AppRouter } from '@app/api-contract';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import createClient, { type Client } from 'openapi-fetch';
import superjson from 'superjson';
import { deprecationNotice, type DeprecationNotice } from './deprecation';
import type { paths } from './openapi';
import { asTrpcAnswer } from './refusals';

export type { AppRouter };
export { TRPCClientError } from '@trpc/client';
export type { components, operations, paths } from './openapi';
export type { DeprecationNotice } from './deprecation';

/** What each procedure takes, by router then procedure: `RouterInputs['ebooks']['recent']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each procedure answers (dates are `Date`s): `RouterOutputs['books']['list']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The languages the library answers in; error messages come in the one asked for. */
export type Language = 'en' | 'si' | 'ta';

export interface LibraryClientOptions {
  /** The site's address, as readers type it: `https://library.example.lk`. */
  baseUrl: string;
  /**
   * An API token (`jpl_…`, made in Admin → API tokens or with `POST /api/tokens`), sent as
   * `Authorization: Bearer`. Without one, only what anyone may read answers.
   */
  token?: string;
  /** The language of error messages (`Accept-Language`); English unless given. */
  language?: Language;
  /** The `fetch` to send requests with (a proxy, a test double, a retrying one); the global one unless given. */
  fetch?: typeof globalThis.fetch;
  /**
   * Told about each answer that announces its call is deprecated (`Deprecation` header, RFC
   * 9745), so an app hears of a change a release before it happens. Unless given, a warning is
   * written once per path with `console.warn`.
   */
  onDeprecation?: (notice: DeprecationNotice) => void;
}

export interface LibraryClient {
  /** Every procedure, typed: `await trpc.ebooks.recent.query({ limit: 20 })`. */
  trpc: TRPCClient<AppRouter>;
  /** Every documented `/api/...` path, typed: `await rest.GET('/api/books', { params })`. */
  rest: Client<paths>;
}

/** Requests in one batch stay under what every proxy on the way accepts in a URL. */
const MAX_URL_LENGTH = 2000;

function warnOnce(): (notice: DeprecationNotice) => void {
  const told = new Set<string>();
  return (notice) => {
    if (told.has(notice.path)) return;
    told.add(notice.path);
    const until = notice.sunset ? `; it goes on ${notice.sunset.toISOString()}` : '';
    console.warn(`${notice.path} is deprecated since ${notice.since.toISOString()}${until}`);
  };
}

/**
 * A client for one library site: `trpc` for the procedures the site's own pages call, `rest`
 * for the documented `/api/...` paths. Both send the token and the language on every request.
 */
export function createLibraryClient(options: LibraryClientOptions): LibraryClient {
  const origin = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? globalThis.fetch;
  const onDeprecation = options.onDeprecation ?? warnOnce();
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  const watched: typeof globalThis.fetch = async (input, init) => {
    const response = await send(input, init);
    const notice = deprecationNotice(response);
    if (notice) onDeprecation(notice);
    return response;
  };

  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        transformer: superjson,
        maxURLLength: MAX_URL_LENGTH,
        headers: () => headers,
        fetch: async (input, init) => asTrpcAnswer(await watched(input, init)),
      }),
    ],
  });
  const rest = createClient<paths>({
    baseUrl: origin,
    headers,
    fetch: (request: Request) => watched(request),
  });
  return { trpc, rest };
}
