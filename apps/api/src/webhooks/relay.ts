import {
  isDatabaseUnavailable,
  reclaimLostWebhookDeliveries,
  takeDueWebhookDeliveries,
  type Db,
  type JobRunner,
} from '@app/db';
import type { FastifyBaseLogger } from 'fastify';

/*
 * The webhooks' relay (decision 0048): the outbox's rows become jobs. Every second, in each
 * process that runs jobs, deliveries due now (new ones, retries whose time has come, replays)
 * are marked and their jobs queued in one transaction, and deliveries whose job or attempt was
 * lost with a process are taken back. Several processes relay at once without taking a row
 * twice (SKIP LOCKED).
 */

/** Deliveries marked and queued per transaction. */
const RELAY_BATCH = 500;
/** How often the relay runs; the clock it reads is the server's (tests move it). */
export const RELAY_INTERVAL_MS = 1000;

export interface RelayDeps {
  db: Db;
  jobs: JobRunner;
  now: () => Date;
}

/** One pass: lost deliveries taken back, then every due one handed to a job. Answers how many. */
export async function relayWebhooks(deps: RelayDeps): Promise<number> {
  const at = deps.now();
  await reclaimLostWebhookDeliveries(deps.db, at);
  let queued = 0;
  for (;;) {
    const ids = await deps.db.transaction().execute(async (trx) => {
      const due = await takeDueWebhookDeliveries(trx, at, RELAY_BATCH);
      const payloads = due.map((deliveryId) => ({ deliveryId }));
      await deps.jobs.sendRowless('webhooks.deliver', payloads, { db: trx });
      return due;
    });
    queued += ids.length;
    if (ids.length < RELAY_BATCH) return queued;
  }
}

/** Runs the relay every `intervalMs` in this process; the stop waits for a pass under way. */
export function startWebhookRelay(
  deps: RelayDeps & { log: FastifyBaseLogger; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = relayWebhooks(deps)
      // The database away is the database watch's to report (http/db.ts), not every second here.
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? deps.log.debug({ err: error }, 'webhook relay: database unavailable')
          : deps.log.warn({ err: error }, 'webhook relay failed'),
      )
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(pass, deps.intervalMs ?? RELAY_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
