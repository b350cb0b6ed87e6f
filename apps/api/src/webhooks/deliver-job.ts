import { createHmac } from 'node:crypto';
import { openSecret, webhookKeys, type Services } from '@app/api-contract';
import {
  claimWebhookDelivery,
  recordWebhookDelivered,
  recordWebhookFailed,
  type ClaimedWebhookDelivery,
  type Db,
  type JobRunner,
  type RowlessJob,
  type WebhookAttemptOutcome,
} from '@app/db';
import { sendWebhook, type SendRules } from './send';

/*
 * One attempt at a webhook delivery (decision 0048): claim it (one attempt at a time, in any
 * process), sign it, POST it, and record how it went, with its next attempt or its end.
 */

export interface DeliverDeps {
  db: Db;
  services: Services;
  /** The queue: a pause queues the super admins' e-mail in its own transaction. */
  jobs: JobRunner;
  now: () => Date;
  rules: SendRules;
}

/** The first retry waits a minute, each one twice the last, at most three hours between. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 3 * 3_600_000;

/**
 * When a delivery that failed its `attempts`-th attempt at `now` is tried next: a minute, then
 * two, four… up to three hours apart, and once more at the end of its day (`retryUntil`);
 * null once that day is over (failed for good, unless replayed).
 */
export function webhookRetryAt(attempts: number, now: Date, retryUntil: Date): Date | null {
  if (now.getTime() >= retryUntil.getTime()) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20), LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, retryUntil.getTime()));
}

/** The body a delivery POSTs: the same bytes on every attempt of it. */
export function deliveryBody(delivery: ClaimedWebhookDelivery): string {
  return JSON.stringify({
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.eventType,
    createdAt: delivery.occurredAt.toISOString(),
    data: delivery.data,
  });
}

/**
 * `Library-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 with the endpoint's secret over
 * `<t>.<body>`, as Stripe signs (the receiver checks both, and refuses an old `t`).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

async function attempt(
  deps: DeliverDeps,
  delivery: ClaimedWebhookDelivery,
): Promise<WebhookAttemptOutcome> {
  const startedAt = deps.now();
  const secret = openSecret(delivery.secretSealed, await webhookKeys(deps));
  if (secret === null) {
    // Sealed with a key this deployment no longer has: register the endpoint again.
    return {
      startedAt,
      durationMs: 0,
      statusCode: null,
      errorKind: 'secret-unreadable',
      excerpt: null,
    };
  }
  const body = deliveryBody(delivery);
  const answer = await sendWebhook(
    {
      url: delivery.url,
      body,
      headers: {
        'library-signature': signatureHeader(secret, body, startedAt),
        'library-delivery': delivery.id,
        'library-event': delivery.eventType,
      },
    },
    deps.rules,
  );
  return { startedAt, ...answer };
}

/** Records a failed attempt; a pause queues the super admins' e-mail in the same transaction. */
async function recordFailure(
  deps: DeliverDeps,
  delivery: ClaimedWebhookDelivery,
  outcome: WebhookAttemptOutcome,
) {
  const now = deps.now();
  const retryAt = webhookRetryAt(delivery.attempts, now, delivery.retryUntil);
  await deps.db.transaction().execute(async (trx) => {
    const { paused } = await recordWebhookFailed(trx, delivery, outcome, retryAt, now);
    if (paused) {
      await deps.jobs.sendRowless('webhooks.paused', [{ endpointId: delivery.endpointId }], {
        db: trx,
      });
    }
  });
}

/**
 * The job of one delivery's attempt. Nothing when the delivery is no longer waiting for it
 * (another attempt took it, its endpoint was paused or deleted). Never throws for the
 * receiver's failures: they are recorded and retried on the delivery's own schedule; a failure
 * of the database throws, and the job is retried.
 */
export async function deliverWebhookJob(deps: DeliverDeps, job: RowlessJob<'webhooks.deliver'>) {
  const delivery = await claimWebhookDelivery(deps.db, job.payload.deliveryId, deps.now());
  if (!delivery) return;
  const outcome = await attempt(deps, delivery);
  if (outcome.errorKind === null) {
    await recordWebhookDelivered(deps.db, delivery, outcome, deps.now());
  } else {
    await recordFailure(deps, delivery, outcome);
  }
}
