import { sql, type Kysely } from 'kysely';
import type { Db } from '../client';
import type { WebhookEventType } from '../constants';
import type { Database } from '../schema';

/*
 * Sending webhook deliveries (decision 0048). The relay hands due deliveries to jobs
 * (`takeDueWebhookDeliveries`, in the transaction that queues them) and takes back those whose
 * job or attempt was lost; a job claims its delivery (`claimWebhookDelivery`: one attempt at a
 * time, whichever process runs it) and records how the attempt went (`recordWebhookAttempt`).
 */

type Executor = Kysely<Database>;

/** A delivery handed to a job and not claimed within this is handed to a job again. */
export const WEBHOOK_QUEUED_LEASE_MS = 10 * 60_000;
/**
 * An attempt not recorded within this is counted lost (its process died) and made again: well
 * over the request's own time limit, so a slow attempt is never taken for a lost one.
 */
export const WEBHOOK_SENDING_LEASE_MS = 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Marks up to `limit` due deliveries of active endpoints as handed to a job and answers their
 * ids, oldest due first; rows another relay holds are skipped. Run it in the transaction that
 * queues their jobs, so a delivery is marked if and only if its job exists.
 */
export async function takeDueWebhookDeliveries(
  trx: Executor,
  now: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    update webhook_deliveries set state = 'queued', lease_until = ${later(now, WEBHOOK_QUEUED_LEASE_MS)}
    where id in (
      select d.id from webhook_deliveries as d
      join webhook_endpoints as e on e.id = d.endpoint_id and e.status = 'active'
      where d.state = 'pending' and d.next_attempt_at <= ${now}
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    )
    returning id`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Takes back deliveries whose job never claimed them, or whose attempt was never recorded (a
 * process killed mid-way): due again at once, the lost attempt logged as `interrupted`. The
 * receiver may have had it: a receiver dedupes by delivery id. Answers how many.
 */
export async function reclaimLostWebhookDeliveries(db: Executor, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with lost as (
      select id, state, attempts, replay_pending, lease_until from webhook_deliveries
      where state in ('queued', 'sending') and lease_until < ${now}
      for update skip locked
    ), back as (
      update webhook_deliveries as d
      set state = 'pending', lease_until = null, next_attempt_at = ${now},
          last_error = case when lost.state = 'sending' then 'interrupted' else d.last_error end
      from lost where d.id = lost.id
    ), logged as (
      insert into webhook_attempts (delivery_id, attempt, replay, started_at, error_kind)
      select id, attempts, replay_pending,
             lease_until - make_interval(secs => ${WEBHOOK_SENDING_LEASE_MS / 1000}), 'interrupted'
      from lost where state = 'sending'
    )
    select count(*)::int as n from lost`.execute(db);
  return rows[0]?.n ?? 0;
}

/** A delivery claimed for one attempt, with all its sending needs. */
export interface ClaimedWebhookDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  data: unknown;
  occurredAt: Date;
  /** This attempt's number (1 for the first). */
  attempts: number;
  retryUntil: Date;
  replayPending: boolean;
  url: string;
  secretSealed: string;
}

/**
 * Claims a delivery handed to a job for one attempt (`sending`, its attempt counted, a lease);
 * undefined when it is not waiting for a job (another took it, or it was replayed meanwhile)
 * or its endpoint is paused or gone.
 */
export async function claimWebhookDelivery(
  db: Executor,
  id: string,
  now: Date,
): Promise<ClaimedWebhookDelivery | undefined> {
  const { rows } = await sql<ClaimedWebhookDelivery>`
    update webhook_deliveries as d
    set state = 'sending', attempts = d.attempts + 1,
        lease_until = ${later(now, WEBHOOK_SENDING_LEASE_MS)}
    from webhook_endpoints as e
    where d.id = ${id} and d.state = 'queued' and e.id = d.endpoint_id and e.status = 'active'
    returning d.id, d.endpoint_id as "endpointId", d.event_id as "eventId",
      d.event_type as "eventType", d.data, d.occurred_at as "occurredAt", d.attempts,
      d.retry_until as "retryUntil", d.replay_pending as "replayPending", e.url,
      e.secret_sealed as "secretSealed"`.execute(db);
  return rows[0];
}

/** How one attempt went. */
export interface WebhookAttemptOutcome {
  startedAt: Date;
  durationMs: number;
  /** The answer's status, when there was an answer. */
  statusCode: number | null;
  /** Null for a 2xx answer; else why it failed (`http-status`, `timeout`, `network`…). */
  errorKind: string | null;
  /** The first characters of a failing answer's body. */
  excerpt: string | null;
}

/** The claimed delivery's update and its attempt's row, as the first `with`s of a statement. */
function attemptWrites(
  claimed: ClaimedWebhookDelivery,
  outcome: WebhookAttemptOutcome,
  set: ReturnType<typeof sql>,
) {
  return sql`d as (
      update webhook_deliveries set ${set}, lease_until = null, replay_pending = false,
        last_attempt_at = ${outcome.startedAt}, last_status = ${outcome.statusCode},
        last_error = ${outcome.errorKind}, last_duration_ms = ${outcome.durationMs}
      where id = ${claimed.id} and state = 'sending' and attempts = ${claimed.attempts}
      returning id, endpoint_id, first_failed_at
    ), a as (
      insert into webhook_attempts (delivery_id, attempt, replay, started_at, duration_ms,
        status_code, error_kind, response_excerpt)
      select id, ${claimed.attempts}, ${claimed.replayPending}, ${outcome.startedAt},
        ${outcome.durationMs}, ${outcome.statusCode}, ${outcome.errorKind}, ${outcome.excerpt}
      from d
    )`;
}

/**
 * Records a delivered attempt: the delivery done, its attempt logged, and its endpoint's run of
 * failures over. Nothing when the claim has lapsed (the relay took the delivery back).
 */
export async function recordWebhookDelivered(
  db: Executor,
  claimed: ClaimedWebhookDelivery,
  outcome: WebhookAttemptOutcome,
  now: Date,
): Promise<void> {
  const set = sql`state = 'delivered', delivered_at = ${now}`;
  await sql`
    with ${attemptWrites(claimed, outcome, set)}
    update webhook_endpoints as e set failing_since = null
    from d where e.id = d.endpoint_id and e.failing_since is not null`.execute(db);
}

/**
 * Records a failed attempt: retried at `retryAt`, or failed for good when that is null (its day
 * is over). The endpoint's run of failures starts here unless it had begun; and when a delivery
 * fails for good with no delivery to its endpoint succeeding since its own first failure (a day
 * of nothing but failures), the endpoint is paused. Answers whether this attempt paused it.
 */
export async function recordWebhookFailed(
  db: Executor,
  claimed: ClaimedWebhookDelivery,
  outcome: WebhookAttemptOutcome,
  retryAt: Date | null,
  now: Date,
): Promise<{ paused: boolean }> {
  const exhausted = retryAt === null;
  const set = sql`state = ${exhausted ? 'failed' : 'pending'},
    next_attempt_at = ${retryAt ?? now}, first_failed_at = coalesce(first_failed_at, ${outcome.startedAt})`;
  const { rows } = await sql<{ paused: boolean }>`
    with ${attemptWrites(claimed, outcome, set)}, p as (
      select e.id, (e.status = 'active' and ${exhausted}
        and coalesce(e.failing_since, ${outcome.startedAt}) <= d.first_failed_at) as pause
      from webhook_endpoints as e join d on e.id = d.endpoint_id
    ), e as (
      update webhook_endpoints as e
      set failing_since = coalesce(e.failing_since, ${outcome.startedAt}),
          status = case when p.pause then 'paused' else e.status end,
          paused_at = case when p.pause then ${now} else e.paused_at end
      from p where e.id = p.id
    )
    select p.pause as paused from p`.execute(db);
  return { paused: rows[0]?.paused ?? false };
}

/**
 * Tells of an endpoint's pause once: the endpoint is locked, `tell` runs (the e-mail), and its
 * pause is marked told in the same transaction, so a failure to tell is retried and a pause is
 * told once. False when it was told already, or is no longer paused.
 */
export function tellWebhookPaused(
  db: Db,
  id: string,
  now: Date,
  tell: (endpoint: { id: string; url: string; pausedAt: Date | null }) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhookEndpoints')
      .select(['id', 'url', 'pausedAt'])
      .where('id', '=', id)
      .where('status', '=', 'paused')
      .where('pauseNotifiedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!endpoint) return false;
    await tell(endpoint);
    await trx
      .updateTable('webhookEndpoints')
      .set({ pauseNotifiedAt: now })
      .where('id', '=', id)
      .execute();
    return true;
  });
}

/**
 * Deletes deliveries settled (delivered, or failed for good) before `before`, with their
 * attempts: the log keeps a month of them. Those a paused endpoint holds stay until it is
 * resumed or deleted. Answers how many went.
 */
export async function pruneWebhookDeliveries(db: Db, before: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('webhookDeliveries')
    .where('state', 'in', ['delivered', 'failed'])
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
