import type { RouterOutputs } from '@app/api-contract';
import type { SaveIssueInput } from '@app/api-contract/schemas/newsletter';
import { useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

export type NewsletterIssue = RouterOutputs['newsletter']['issues']['items'][number];
export type IssueContent = SaveIssueInput['content'];

/** The issue actions of the staff tab, each telling its outcome in a toast. */
export function useIssueActions() {
  const { t } = useTranslation(['newsletter-staff', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('editor.failed'),
      description: serverMessage(error, t) ?? undefined,
    });
  const refresh = () => utils.newsletter.invalidate();
  return {
    save: trpc.newsletter.saveIssue.useMutation({
      onSuccess: () => {
        toast({ title: t('editor.saved') });
        void refresh();
      },
      onError: failed,
    }),
    sendTest: trpc.newsletter.sendTest.useMutation({
      onSuccess: ({ to }) => toast({ title: t('editor.testSent', { email: to }) }),
      onError: failed,
    }),
    send: trpc.newsletter.send.useMutation({
      onSuccess: () => {
        toast({ title: t('editor.sendStarted') });
        void refresh();
      },
      onError: failed,
    }),
    sendWaiting: trpc.newsletter.sendWaitingConfirmations.useMutation({
      onSuccess: ({ sent }) => {
        toast({ title: t('mail.unsentSent', { count: sent }) });
        void refresh();
      },
      onError: failed,
    }),
  };
}
