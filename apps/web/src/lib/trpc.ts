import type { AppRouter } from '@app/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import { webEnv } from '../env';
import { currentLanguage } from './i18n';

export const trpc = createTRPCReact<AppRouter>();

/** The spec's data-fetching defaults: no retry, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: webEnv.trpcUrl,
        transformer: superjson,
        // The server answers errors in the reader's language.
        headers: () => ({ 'accept-language': currentLanguage() }),
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}
