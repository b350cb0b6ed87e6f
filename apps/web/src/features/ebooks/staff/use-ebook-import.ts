import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isJobGone, isSettled, useJob, type JobView } from '../../../lib/jobs';
import { useMutationToasts, useRefreshAfterChange } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';
import { candidateKey, type ImportCandidate, type ImportSearchInput } from './import-choices';
import {
  fitsOneJob,
  importSummary,
  statusesOf,
  type CandidateStatus,
  type ImportSummary,
} from './import-job';

export type { CandidateStatus };

export interface UseEbookImportOptions {
  /** The bulk import job the panel follows (kept in the address), if any. */
  jobId: string | undefined;
  /** Follow this job from now on, or none (the address changes, so a reload keeps it). */
  onJob: (id: string | undefined) => void;
}

/**
 * The import flow (spec §4, §8): search (clearing the previous results), import one book, or
 * import a selection as one job on the server (issue 17), followed about once a second until it
 * has completed or failed: its progress, each book's status as it is reached, then the outcome.
 */
export function useEbookImport({ jobId, onJob }: UseEbookImportOptions) {
  const { t } = useTranslation('ebooks-staff');
  const toasts = useMutationToasts();
  const refresh = useRefreshAfterChange();
  const utils = trpc.useUtils();
  const [results, setResults] = useState<ImportCandidate[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [statuses, setStatuses] = useState<ReadonlyMap<string, CandidateStatus>>(new Map());
  // The books each job of this page was sent with (catalogue id → the panel's key): how its
  // results land on the candidates shown. A reload loses them, with the results themselves.
  const sent = useRef(new Map<string, ReadonlyMap<string, string>>());
  // The job this page has seen running: only its ending is announced, not one a reload finds.
  const watched = useRef<string | null>(null);
  const latestOnJob = useRef(onJob);
  useEffect(() => {
    latestOnJob.current = onJob;
  });
  // Back on the tab without the job in the address (another tab cleared it): the newest import
  // this person still has running is followed again. Finished ones are not brought back.
  const recent = trpc.jobs.list.useQuery(
    { kinds: ['ebooks.import-bulk'] },
    { enabled: jobId === undefined, staleTime: 0 },
  );
  const unfinished = recent.data?.find((job) => !isSettled(job.state))?.id;
  useEffect(() => {
    if (jobId === undefined && unfinished) latestOnJob.current(unfinished);
  }, [jobId, unfinished]);

  const markStatuses = useCallback((entries: [string, CandidateStatus][]) => {
    if (entries.length === 0) return;
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

  const startJob = trpc.ebooks.importBulkJob.useMutation({
    onSuccess: (job, { books }) => {
      sent.current.set(
        job.id,
        new Map(books.map((book) => [String(book.id), candidateKey(book)] as const)),
      );
      // The queued job shows at once; the follow-up asks the server from there.
      utils.jobs.get.setData({ id: job.id }, job);
      latestOnJob.current(job.id);
    },
    onError: (error) =>
      toasts.failure(t('import.toast.bulkFailed'), error, t('import.toast.bulkFailedDescription')),
  });

  const followed = useJob(jobId);
  const gone = isJobGone(followed.error);
  const job = gone ? null : (followed.data ?? null);
  const summary = job ? importSummary(job.result) : null;

  // A job the server no longer shows (another person's link, or long gone) leaves the address.
  useEffect(() => {
    if (gone) latestOnJob.current(undefined);
  }, [gone]);

  // Each book's status as the job reaches it.
  useEffect(() => {
    if (job) markStatuses(statusesOf(importSummary(job.result), sent.current.get(job.id)));
  }, [job, markStatuses]);

  const announce = useCallback(
    (ended: JobView, outcome: ImportSummary | null) => {
      if ((outcome?.imported ?? 0) > 0) void refresh.ebooks();
      if (ended.state === 'failed') {
        toasts.failure(t('import.toast.bulkFailed'), null, t('import.job.stopped'));
        return;
      }
      const imported = t('import.toast.bulkDoneDescription', { count: outcome?.imported ?? 0 });
      const rest =
        outcome && (outcome.skipped > 0 || outcome.failed > 0)
          ? ` ${t('import.toast.bulkSummary', { skipped: outcome.skipped, failed: outcome.failed })}`
          : '';
      toasts.success(t('import.toast.bulkDone'), imported + rest);
      // Success clears the selection and the results; books that failed stay to try again.
      if (outcome?.failed === 0) {
        setResults(null);
        setSelected(new Set());
        setStatuses(new Map());
      }
    },
    [refresh, t, toasts],
  );

  useEffect(() => {
    if (!job) return;
    if (!isSettled(job.state)) {
      watched.current = job.id;
    } else if (watched.current === job.id) {
      watched.current = null;
      announce(job, importSummary(job.result));
    }
  }, [job, announce]);

  const running = job !== null && !isSettled(job.state);

  /** Queues the selection as one job (the panel refuses a selection too large for one). */
  const runBulk = (books: ImportCandidate[]) => {
    if (fitsOneJob(books.length) && !startJob.isPending) startJob.mutate({ books });
  };

  return {
    results,
    selected,
    setSelected,
    statuses,
    /** The job followed, as the server last told (null when none). */
    job,
    summary,
    /** Stop showing the job's outcome. */
    dismiss: () => onJob(undefined),
    search,
    importOne,
    runBulk,
    starting: startJob.isPending,
    busy: importOne.isPending || startJob.isPending || running,
  };
}
