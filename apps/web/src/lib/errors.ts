import type { AppRouter } from '@app/api-contract';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';

/**
 * The server's error in the reader's language: the app code travels, the words are ours.
 * Returns null when there is nothing better than the caller's own fallback.
 */
export function serverMessage(error: unknown, t: TFunction): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error as TRPCClientError<AppRouter>).data as
    { appCode?: string; appParams?: Record<string, string | number> } | undefined;
  if (data?.appCode) return t(`errors:${data.appCode}` as never, data.appParams ?? {}) as string;
  return t('errors:NETWORK');
}
