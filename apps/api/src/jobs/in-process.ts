import type { JobPayloads, JobQueue } from '@app/api-contract';
import type { FastifyBaseLogger } from 'fastify';

export type JobHandlers = {
  [Name in keyof JobPayloads]: (payload: JobPayloads[Name]) => Promise<void>;
};

/**
 * Background jobs run in this process, one at a time, after the request that queued them has
 * answered. Issue 17 brings pg-boss (jobs kept in PostgreSQL, picked up by any process, retried
 * after a crash): swapping it in replaces this one call in services.ts, since the handlers take
 * the same names and payloads. Until then, work interrupted by a restart is queued again at
 * start (the newsletter's sending is safe to run again: each message is claimed once).
 */
export function createInProcessJobs(
  handlers: JobHandlers,
  log?: FastifyBaseLogger,
): JobQueue & { idle(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  return {
    enqueue(name, payload) {
      chain = chain.then(() =>
        (handlers[name] as (p: typeof payload) => Promise<void>)(payload).catch(
          (error: unknown) => {
            log?.error({ err: error, job: name, payload }, 'background job failed');
          },
        ),
      );
      return Promise.resolve();
    },
    /** Resolves when every queued job has run (shutdown, tests). */
    idle: () => chain,
  };
}
