import type { Kysely } from 'kysely';
import type { Db } from '../client';
import type { WebhookEventType } from '../constants';
import type { Database } from '../schema';

/*
 * Webhook endpoints and their deliveries as staff see and manage them (decision 0048). The
 * sealed secret never leaves this file but through `findWebhookSecret`; lists never select it.
 */

type Executor = Kysely<Database>;

/** An endpoint as lists show it: never its secret. */
const endpointColumns = [
  'id',
  'url',
  'events',
  'status',
  'failingSince',
  'pausedAt',
  'createdAt',
] as const;

export interface NewWebhookEndpoint {
  url: string;
  events: WebhookEventType[];
  secretSealed: string;
  createdBy: string | null;
  createdAt: Date;
}

export function insertWebhookEndpoint(db: Executor, endpoint: NewWebhookEndpoint) {
  return db
    .insertInto('webhookEndpoints')
    .values(endpoint)
    .returning(endpointColumns)
    .executeTakeFirstOrThrow();
}

/** Every endpoint, newest first (a library has a handful). */
export function listWebhookEndpoints(db: Db) {
  return db
    .selectFrom('webhookEndpoints')
    .select(endpointColumns)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

export function findWebhookEndpoint(db: Executor, id: string) {
  return db
    .selectFrom('webhookEndpoints')
    .select(endpointColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes an endpoint with its deliveries and their attempts; the row as it was, if any. */
export function deleteWebhookEndpoint(db: Executor, id: string) {
  return db
    .deleteFrom('webhookEndpoints')
    .where('id', '=', id)
    .returning(endpointColumns)
    .executeTakeFirst();
}

/**
 * Sends a paused endpoint new events again, its failures forgotten; what waited when it paused
 * is sent at once. Undefined when there is no such endpoint; an active one is left as it is
 * (`resumed` false).
 */
export async function resumeWebhookEndpoint(db: Executor, id: string, now: Date) {
  const endpoint = await db
    .updateTable('webhookEndpoints')
    .set({ status: 'active', pausedAt: null, failingSince: null, pauseNotifiedAt: null })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .returning(endpointColumns)
    .executeTakeFirst();
  if (endpoint) {
    // Those handed to a job while it was paused too: that job finds them taken back and
    // leaves them to the relay's next one.
    await db
      .updateTable('webhookDeliveries')
      .set({ state: 'pending', nextAttemptAt: now, leaseUntil: null })
      .where('endpointId', '=', id)
      .where('state', 'in', ['pending', 'queued'])
      .execute();
  }
  if (endpoint) return { endpoint, resumed: true };
  const found = await findWebhookEndpoint(db, id);
  return found && { endpoint: found, resumed: false };
}

/** A delivery as the log shows it: what it told and how each attempt went. */
const deliveryColumns = [
  'webhookDeliveries.id',
  'webhookDeliveries.endpointId',
  'webhookDeliveries.eventId',
  'webhookDeliveries.eventType',
  'webhookDeliveries.occurredAt',
  'webhookDeliveries.createdAt',
  'webhookDeliveries.state',
  'webhookDeliveries.attempts',
  'webhookDeliveries.nextAttemptAt',
  'webhookDeliveries.lastAttemptAt',
  'webhookDeliveries.lastStatus',
  'webhookDeliveries.lastError',
  'webhookDeliveries.lastDurationMs',
  'webhookDeliveries.deliveredAt',
] as const;

const attemptColumns = [
  'deliveryId',
  'attempt',
  'replay',
  'startedAt',
  'durationMs',
  'statusCode',
  'errorKind',
  'responseExcerpt',
] as const;

/** One endpoint's deliveries, newest first, each with its attempts; and how many in all. */
export async function listWebhookDeliveries(
  db: Db,
  filter: { endpointId: string; limit: number; offset: number },
) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('webhookDeliveries')
      .select(deliveryColumns)
      .where('endpointId', '=', filter.endpointId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    db
      .selectFrom('webhookDeliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('endpointId', '=', filter.endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  const attempts = await attemptsOf(
    db,
    items.map((item) => item.id),
  );
  return {
    items: items.map((item) => ({ ...item, attemptLog: attempts.get(item.id) ?? [] })),
    total: Number(count.n),
  };
}

async function attemptsOf(db: Db, deliveryIds: string[]) {
  const byDelivery = new Map<string, WebhookAttemptView[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .selectFrom('webhookAttempts')
    .select(attemptColumns)
    .where('deliveryId', 'in', deliveryIds)
    .orderBy('deliveryId')
    .orderBy('attempt')
    .execute();
  for (const { deliveryId, ...attempt } of rows) {
    byDelivery.set(deliveryId, [...(byDelivery.get(deliveryId) ?? []), attempt]);
  }
  return byDelivery;
}

export interface WebhookAttemptView {
  attempt: number;
  replay: boolean;
  startedAt: Date;
  durationMs: number | null;
  statusCode: number | null;
  errorKind: string | null;
  responseExcerpt: string | null;
}

/** A delivery with its endpoint's status (for a replay). */
export function findWebhookDelivery(db: Executor, id: string) {
  return db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
    .select([...deliveryColumns, 'webhookEndpoints.status as endpointStatus'])
    .where('webhookDeliveries.id', '=', id)
    .executeTakeFirst();
}

/**
 * Asks for one more attempt of a delivery, with the same id, as soon as the relay takes it:
 * one that was delivered or failed, or one waiting for a retry. A delivery being handed to a
 * job or sent right now is left to that attempt (false).
 */
export async function replayWebhookDelivery(db: Executor, id: string, now: Date) {
  const row = await db
    .updateTable('webhookDeliveries')
    .set({ state: 'pending', nextAttemptAt: now, replayPending: true, leaseUntil: null })
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'delivered', 'failed'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key that seals secrets when the deployment gives none (made by the migration). */
export async function webhookSecretsKey(db: Db): Promise<string> {
  const row = await db
    .selectFrom('siteSecrets')
    .select('value')
    .where('name', '=', 'webhook-secrets')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Active super admins' addresses: who is told when an endpoint is paused. */
export async function superAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'super_admin')
    .where('isActive', '=', true)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}
