import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_STATUSES,
  type WebhookEventType,
} from '@app/db/constants';
import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';

/** What an endpoint may be told of (decision 0048); here so the web's form can list them. */
export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

/** Whether `raw` reads as an http(s) address without a user name; the server judges the rest. */
function looksLikeWebUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

export const createWebhookInput = z.object({
  /** https:// on a public server (the server refuses this machine and its network). */
  url: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine(looksLikeWebUrl, {
      message: 'The address must be https:// on a public server',
      params: { field: 'webhookUrl' },
    }),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const webhookIdInput = z.object({ id: z.uuid() });

export const webhookDeliveriesInput = z.object({
  id: z.uuid(),
  ...pageFields(20, 100, 100_000),
});

/** An endpoint as lists show it: never its secret. */
export const webhookOutput = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_STATUSES),
  /** The first failed attempt since the last one that succeeded; null while all is well. */
  failingSince: instant.nullable(),
  pausedAt: instant.nullable(),
  createdAt: instant,
});
export const webhooksOutput = z.array(webhookOutput);

/** An endpoint just made: the one answer that carries its signing secret. */
export const createdWebhookOutput = z.object({
  id: z.string(),
  /** The signing secret, shown this once (`whsec_…`): check `Library-Signature` with it. */
  secret: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
});

/** One attempt at a delivery: its answer's status and time, or why there was none. */
export const webhookAttemptOutput = z.object({
  attempt: z.number().int(),
  /** Asked for by staff (a replay), not a scheduled retry. */
  replay: z.boolean(),
  startedAt: instant,
  /** Null for an attempt whose process stopped mid-way (`interrupted`). */
  durationMs: z.number().int().nullable(),
  statusCode: z.number().int().nullable(),
  /** `http-status`, `timeout`, `network`, `address-refused`, `url-refused`, `interrupted`… */
  errorKind: z.string().nullable(),
  /** The first characters of a failing answer (never more). */
  responseExcerpt: z.string().nullable(),
});

/** A delivery of one event to one endpoint, with every attempt at it. */
export const webhookDeliveryOutput = z.object({
  /** The delivery id the receiver sees (`id` in the body, `Library-Delivery`). */
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  occurredAt: instant,
  createdAt: instant,
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** When it is tried next (while `pending`). */
  nextAttemptAt: instant,
  lastAttemptAt: instant.nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  deliveredAt: instant.nullable(),
  attemptLog: z.array(webhookAttemptOutput),
});
export const webhookDeliveryPageOutput = pageOutput(webhookDeliveryOutput);

/** A replay asked for: the delivery as it now stands (due at once, unless being sent). */
export const replayedDeliveryOutput = z.object({
  id: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  nextAttemptAt: instant,
});
