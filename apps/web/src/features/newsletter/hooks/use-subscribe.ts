import { useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/**
 * Subscribes an address (POST /api/newsletter/subscribe over tRPC). Success and failure are
 * told in a toast (spec §8); an address already on the list is told the same success, so the
 * form never reveals who subscribes.
 */
export function useSubscribe({ onSubscribed }: { onSubscribed: () => void }) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  return trpc.newsletter.subscribe.useMutation({
    onSuccess: async () => {
      onSubscribed();
      toast({ title: t('newsletter:success'), description: t('newsletter:success') });
      await utils.newsletter.invalidate();
    },
    onError: (error) => {
      // The server's reason when it gave one (in the reader's language), else the spec's words.
      const answered = Boolean((error.data as { appCode?: string } | null | undefined)?.appCode);
      toast({
        variant: 'destructive',
        title: t('newsletter:errorTitle'),
        description: (answered && serverMessage(error, t)) || t('newsletter:errorFallback'),
      });
    },
  });
}
