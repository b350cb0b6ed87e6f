import type { ColumnType, Generated, Selectable } from 'kysely';
import type { WebhookDeliveryState, WebhookEventType, WebhookStatus } from '../constants';

/** An endpoint staff registered (decision 0048); its secret only sealed. */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  /** https:// (tests: a configured inside receiver over http). */
  url: string;
  events: WebhookEventType[];
  /** The signing secret sealed with AES-256-GCM (`v1.<key id>.<iv>.<tag>.<ciphertext>`). */
  secretSealed: string;
  status: Generated<WebhookStatus>;
  /** The first failed attempt since the last delivery that succeeded; null while all is well. */
  failingSince: Date | null;
  pausedAt: Date | null;
  /** When super admins were e-mailed about the pause (null: not yet). */
  pauseNotifiedAt: Date | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
}
export type WebhookEndpoint = Selectable<WebhookEndpointsTable>;

/** One event for one endpoint: the outbox row, written with the change it tells of. */
export interface WebhookDeliveriesTable {
  /** The delivery id the receiver sees (and may dedupe by). */
  id: Generated<string>;
  endpointId: string;
  /** The event's id: the same for every endpoint told of it. */
  eventId: string;
  eventType: WebhookEventType;
  data: ColumnType<unknown, string, string>;
  occurredAt: Date;
  createdAt: Date;
  state: Generated<WebhookDeliveryState>;
  attempts: Generated<number>;
  nextAttemptAt: Date;
  /** Queued: when the relay hands it to a job again; sending: when its attempt counts as lost. */
  leaseUntil: Date | null;
  /** Retried until then (a day after it was made); a replay gets one more attempt after. */
  retryUntil: Date;
  /** The next attempt is a replay staff asked for. */
  replayPending: Generated<boolean>;
  firstFailedAt: Date | null;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  deliveredAt: Date | null;
}
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;

/** Every attempt at a delivery, as it went: never the secret, at most an excerpt of the answer. */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  deliveryId: string;
  attempt: number;
  replay: Generated<boolean>;
  startedAt: Date;
  /** Null for an attempt whose process died mid-way (`interrupted`). */
  durationMs: number | null;
  statusCode: number | null;
  /** Why it failed: `http-status`, `timeout`, `network`, `address-refused`… */
  errorKind: string | null;
  /** The first characters of a failing answer's body (control characters removed). */
  responseExcerpt: string | null;
}
export type WebhookAttempt = Selectable<WebhookAttemptsTable>;
