import type { RouterOutputs } from '@app/api-contract';
import { TRPCClientError } from '@trpc/client';
import { trpc } from './trpc';

/** A job as the screens follow it (photo readings, bulk imports): its progress and outcome. */
export type JobView = RouterOutputs['jobs']['get'];
export type JobState = JobView['state'];

/** How often a screen asks how far a running job has got. */
export const JOB_POLL_MS = 1000;

/** A job that will not change any more. */
export const isSettled = (state: JobState | undefined): boolean =>
  state === 'completed' || state === 'failed';

/**
 * A job the server will never show this person: it is not theirs, or no longer kept, or they
 * are signed out. Asking again would only fail again.
 */
export function isJobGone(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'UNAUTHORIZED';
}

/**
 * Follows one of your jobs (`jobs.get`), about once a second until it has completed or failed.
 * `initial` is what the call that queued it answered (or what a reload restored), shown until
 * the first answer. A network failure does not stop the following; a job that is gone does.
 */
export function useJob(id: string | undefined, initial?: JobView) {
  return trpc.jobs.get.useQuery(
    { id: id ?? '' },
    {
      enabled: id !== undefined,
      initialData: initial && initial.id === id ? initial : undefined,
      // A job moves on by itself: what a reload restored is asked about at once.
      staleTime: 0,
      refetchInterval: (query) =>
        isSettled(query.state.data?.state) || isJobGone(query.state.error) ? false : JOB_POLL_MS,
    },
  );
}
