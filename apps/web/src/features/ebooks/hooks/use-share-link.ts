import { useToast } from '@app/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shares a page: the device's own share sheet where there is one (phones: WhatsApp, Facebook…),
 * otherwise the address is copied and a toast says so. A share the reader cancels is no error.
 */
export function useShareLink() {
  const { t } = useTranslation('ebooks');
  const { toast } = useToast();
  return useCallback(
    async (share: { title: string; text?: string; url: string }) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(share);
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // Refused (no user gesture, not allowed here): copy the link instead.
        }
      }
      try {
        await navigator.clipboard.writeText(share.url);
        toast({ title: t('page.copied'), description: t('page.copiedHint') });
      } catch {
        toast({ variant: 'destructive', title: t('page.copyFailed'), description: share.url });
      }
    },
    [t, toast],
  );
}
