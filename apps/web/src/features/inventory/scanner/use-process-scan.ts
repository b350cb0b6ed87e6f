import { cleanIsbn } from '@app/api-contract/inventory/isbn';
import { useToast } from '@app/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { isConnectionFailure, newClientId } from '../../../lib/requests';
import { queueScan } from './pending-scan-queue';
import { keepSavedScan, readSavedScan, savedScanOf, type SavedScan } from './saved-scan';
import { useBeep } from './use-beep';
import { readAsDataUrl } from './use-image-selection';

/** Spec §8: the outcome toasts stay 5 seconds. */
const RESULT_TOAST_MS = 5000;
// One id, so a second 'processing' toast replaces the first instead of stacking.
const PROGRESS_TOAST_ID = 'scanner-progress';

export interface UseProcessScanOptions {
  /** Runs after a copy is saved; the screen clears its inputs for the next book. */
  onSaved: () => void;
}

/**
 * The scanner's one call: toasts, the beep, and fresh stats and history after each attempt.
 * Only one scan runs at a time; a submit while one is running is ignored (returns false),
 * which keeps a camera that reads the same barcode ten times a second from saving ten copies.
 */
export function useProcessScan({ onSaved }: UseProcessScanOptions) {
  const { t } = useTranslation('inventory');
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const beep = useBeep();
  // The tab keeps the last saved copy, so a reload while its cover is read still shows it.
  const [saved, setSavedState] = useState<SavedScan | null>(readSavedScan);
  const setSaved = useCallback((next: SavedScan | null) => {
    keepSavedScan(next);
    setSavedState(next);
  }, []);
  const [preparing, setPreparing] = useState(false);
  // A ref, not state: the camera can read again before React has re-rendered.
  const inFlight = useRef(false);

  const { mutate, isPending } = trpc.inventory.processScan.useMutation({
    // Try even when the browser says it is offline: a failure lands in the device's own queue,
    // which survives a reload, instead of a paused mutation that would not.
    networkMode: 'always',
    onMutate: (input) => {
      const image = input.scanType === 'image';
      toast({
        id: PROGRESS_TOAST_ID,
        title: image ? t('scanner.progress.imageTitle') : t('scanner.progress.isbnTitle'),
        description: image
          ? t('scanner.progress.imageDescription')
          : t('scanner.progress.isbnDescription'),
        // Reading covers can take a while; the outcome toast replaces this one.
        duration: Infinity,
      });
    },
    onSuccess: (copy, input) => {
      setSaved(savedScanOf(copy, input.scanType));
      toast({
        title: t('scanner.result.successTitle'),
        description: t('scanner.result.successDescription', {
          title: copy.title,
          author: copy.author ?? t('scanner.saved.unknownAuthor'),
          sku: copy.sku,
        }),
        duration: RESULT_TOAST_MS,
      });
      beep();
      onSaved();
    },
    onError: (error, input) => {
      // A green banner for the previous book would read as if this one had been saved too.
      setSaved(null);
      // No answer at all: the ISBN waits on this device and goes out when the connection
      // returns (photos are too large to keep; the librarian is asked to try again).
      if (input.scanType !== 'image' && input.clientScanId && isConnectionFailure(error)) {
        void queueScan({
          clientScanId: input.clientScanId,
          isbn: input.isbn,
          scanType: input.scanType,
          queuedAt: new Date().toISOString(),
        }).catch((error: unknown) => console.error('The scan could not be kept', error));
        toast({
          title: t('scanner.pending.queuedTitle'),
          description: t('scanner.pending.queuedDescription', { isbn: input.isbn }),
          duration: RESULT_TOAST_MS,
        });
        onSaved();
        return;
      }
      toast({
        variant: 'destructive',
        title: t('scanner.result.failedTitle'),
        description: serverMessage(error, t) ?? t('scanner.result.failedDescription'),
        duration: RESULT_TOAST_MS,
      });
    },
    onSettled: () => {
      inFlight.current = false;
      // Failed attempts are recorded too, and count in 'scans today'.
      void utils.inventory.scanHistory.invalidate();
      void utils.inventory.stats.invalidate();
    },
  });

  const submitIsbn = useCallback(
    (raw: string, scanType: 'barcode' | 'manual'): boolean => {
      // What a person typed or a barcode held, as the server reads it: no hyphens, no spaces.
      const isbn = cleanIsbn(raw);
      if (!isbn) {
        toast({ variant: 'destructive', title: t('scanner.manual.required') });
        return false;
      }
      if (inFlight.current) return false;
      inFlight.current = true;
      mutate({ isbn, scanType, clientScanId: newClientId() });
      return true;
    },
    [mutate, t, toast],
  );

  const submitImages = useCallback(
    async (files: File[]): Promise<boolean> => {
      if (files.length === 0) {
        toast({
          variant: 'destructive',
          title: t('scanner.image.noneTitle'),
          description: t('scanner.image.noneDescription'),
        });
        return false;
      }
      if (inFlight.current) return false;
      inFlight.current = true;
      setPreparing(true);
      let images: string[];
      try {
        images = await Promise.all(files.map(readAsDataUrl));
      } catch {
        inFlight.current = false;
        toast({
          variant: 'destructive',
          title: t('scanner.image.uploadFailedTitle'),
          description: t('scanner.image.uploadFailedDescription'),
        });
        return false;
      } finally {
        setPreparing(false);
      }
      mutate({ images, scanType: 'image', clientScanId: newClientId() });
      return true;
    },
    [mutate, t, toast],
  );

  return { submitIsbn, submitImages, busy: isPending || preparing, saved };
}
