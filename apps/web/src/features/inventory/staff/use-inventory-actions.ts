import type { Language } from '@app/i18n';
import { useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/**
 * The review actions with their toasts. Every success refetches the whole inventory namespace
 * (list, stats and any open item), so the screen never shows a state the server has left.
 */
export function useInventoryActions(language: Language) {
  const { t } = useTranslation('inventory', { lng: language });
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const refresh = () => void utils.inventory.invalidate();
  const failed = (title: string) => (error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: serverMessage(error, t) ?? t('toast.tryAgain'),
    });

  const verify = trpc.inventory.update.useMutation({
    onSuccess: () => {
      toast({ title: t('toast.verified') });
      refresh();
    },
    onError: failed(t('toast.verifyFailed')),
  });

  const reject = trpc.inventory.update.useMutation({
    onSuccess: () => {
      toast({ title: t('toast.rejected') });
      refresh();
    },
    onError: failed(t('toast.rejectFailed')),
  });

  const generateQr = trpc.inventory.generateQr.useMutation({
    onSuccess: (result) => {
      toast({
        title: t('toast.qrGenerated'),
        description:
          result.generated > 1
            ? t('toast.qrGeneratedCount', { count: result.generated })
            : undefined,
      });
      refresh();
    },
    onError: failed(t('toast.qrFailed')),
  });

  return { verify, reject, generateQr };
}

export type InventoryActions = ReturnType<typeof useInventoryActions>;
