import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutationToasts, useRefreshAfterChange } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';
import { addTally, BULK_IMPORT_CHUNK, chunk, emptyTally, type BulkTally } from './import-chunks';
import { candidateKey, type ImportCandidate, type ImportSearchInput } from './import-choices';

export type CandidateStatus = 'imported' | 'already' | 'failed';

/** Progress of a running bulk import, in books. */
export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * The import flow (spec §4, §8): search (clearing the previous results), import one book, or
 * import a selection in runs of ten so the panel can show how far it has got.
 */
export function useEbookImport() {
  const { t } = useTranslation('ebooks-staff');
  const toasts = useMutationToasts();
  const refresh = useRefreshAfterChange();
  const utils = trpc.useUtils();
  const [results, setResults] = useState<ImportCandidate[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [statuses, setStatuses] = useState<ReadonlyMap<string, CandidateStatus>>(new Map());
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const markStatuses = useCallback((entries: [string, CandidateStatus][]) => {
    setStatuses((current) => new Map([...current, ...entries]));
    setSelected((current) => {
      const next = new Set(current);
      for (const [key, status] of entries) if (status !== 'failed') next.delete(key);
      return next;
    });
  }, []);

  // Never served from the cache: a search asks the catalogue afresh.
  const search = useMutation({
    mutationFn: (input: ImportSearchInput) => utils.client.ebooks.importSearch.query(input),
    onMutate: () => {
      setResults(null);
      setSelected(new Set());
      setStatuses(new Map());
    },
    onSuccess: (data) => {
      setResults(data.results);
      // What the library already holds cannot be imported twice; say so up front.
      setStatuses(
        new Map(
          data.results
            .filter((book) => book.inLibrary)
            .map((book): [string, CandidateStatus] => [candidateKey(book), 'already']),
        ),
      );
    },
    onError: (error) =>
      toasts.failure(
        t('import.toast.searchFailed'),
        error,
        t('import.toast.searchFailedDescription'),
      ),
  });

  const importOne = trpc.ebooks.import.useMutation({
    onSuccess: (data, { bookData }) => {
      markStatuses([[candidateKey(bookData), data.status]]);
      if (data.status === 'already') {
        toasts.success(
          t('import.toast.already'),
          t('import.toast.alreadyDescription', { title: bookData.title }),
        );
      } else {
        toasts.success(t('import.toast.imported'), t('import.toast.importedDescription'));
        void refresh.ebooks();
      }
    },
    onError: (error, { bookData }) => {
      markStatuses([[candidateKey(bookData), 'failed']]);
      toasts.failure(
        t('import.toast.importFailed'),
        error,
        t('import.toast.importFailedDescription'),
      );
    },
  });

  const importBulk = trpc.ebooks.importBulk.useMutation();

  const runBulk = useCallback(
    async (books: ImportCandidate[]) => {
      if (books.length === 0) return;
      const runs = chunk(books, BULK_IMPORT_CHUNK);
      let tally: BulkTally = emptyTally();
      let refused = 0;
      let lastError: unknown = null;
      let done = 0;
      setProgress({ done, total: books.length });
      for (const run of runs) {
        try {
          const answer = await importBulk.mutateAsync({ books: run });
          tally = addTally(tally, answer);
          const byId = new Map(run.map((book) => [String(book.id), candidateKey(book)]));
          markStatuses(
            answer.results.map((result): [string, CandidateStatus] => [
              byId.get(String(result.id)) ?? String(result.id),
              result.status,
            ]),
          );
        } catch (error) {
          refused += 1;
          lastError = error;
          tally = addTally(tally, { imported: 0, skipped: 0, failed: run.length });
          markStatuses(
            run.map((book): [string, CandidateStatus] => [candidateKey(book), 'failed']),
          );
        }
        done += run.length;
        setProgress({ done, total: books.length });
      }
      setProgress(null);
      if (tally.imported > 0) void refresh.ebooks();
      if (refused === runs.length) {
        toasts.failure(
          t('import.toast.bulkFailed'),
          lastError,
          t('import.toast.bulkFailedDescription'),
        );
        return;
      }
      const imported = t('import.toast.bulkDoneDescription', { count: tally.imported });
      const summary =
        tally.skipped > 0 || tally.failed > 0
          ? ` ${t('import.toast.bulkSummary', { skipped: tally.skipped, failed: tally.failed })}`
          : '';
      toasts.success(t('import.toast.bulkDone'), imported + summary);
      // Success clears the selection and the results; books that failed stay to try again.
      if (tally.failed === 0) {
        setResults(null);
        setSelected(new Set());
        setStatuses(new Map());
      }
    },
    [importBulk, markStatuses, refresh, t, toasts],
  );

  return {
    results,
    selected,
    setSelected,
    statuses,
    progress,
    search,
    importOne,
    runBulk,
    busy: importOne.isPending || progress !== null,
  };
}
