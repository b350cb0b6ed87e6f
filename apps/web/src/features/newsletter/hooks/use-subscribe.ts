import { useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { currentLanguage } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';

/**
 * Subscribes an address (POST /api/newsletter/subscribe over tRPC) in the language the reader
 * reads the site in, which every e-mail to them is then written in. Success and failure are
 * told in a toast (spec §8), the success saying to confirm from the e-mail (double opt-in), or,
 * while the site sends no e-mail, that the sign-up is kept and the e-mail will come later: it
 * never says a message was sent when none can be. The server answers every address alike, so
 * the form never reveals who subscribes.
 */
export function useSubscribe({ onSubscribed }: { onSubscribed: () => void }) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.newsletter.subscribe.useMutation({
    onSuccess: async (answer) => {
      onSubscribed();
      toast({
        title: t('newsletter:success'),
        description: t(
          answer.confirmByMail ? 'newsletter:checkInbox' : 'newsletter:keptWithoutMail',
        ),
      });
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
  return {
    ...mutation,
    mutate: (input: { email: string }) =>
      mutation.mutate({ ...input, language: currentLanguage() }),
  };
}
