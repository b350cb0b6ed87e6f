import {
  deleteExpiredSessions,
  forgetDownloadClients,
  pruneLoginFailures,
  pruneRateLimits,
  pruneTrustedDevices,
  pruneWebhookDeliveries,
  type Db,
} from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SIGN_IN_LIMITS } from './auth/sign-in-limits';

const DAY = 24 * 60 * 60 * 1000;
/** A browser that has not signed in for a year is a stranger again. */
const TRUSTED_DEVICE_DAYS = 365;
/** Webhook deliveries (ids and card numbers among their data) and their log: a month. */
const WEBHOOK_DELIVERY_DAYS = 30;

export interface HousekeepingSettings {
  /** Days the download log keeps a reader's IP address and user agent. */
  downloadLogRetentionDays: number;
}

export interface SweepReport {
  sessions: number;
  rateLimits: number;
  downloadClients: number;
  webhookDeliveries: number;
}

/**
 * What is kept only as long as it decides something, or as long as the privacy setting says:
 * expired sessions, failed sign-ins and rate-limit counters past their windows, devices unused
 * for a year, the IP addresses and user agents of downloads older than the retention, and
 * webhook deliveries settled a month ago.
 */
export async function sweep(
  db: Db,
  now: Date,
  settings: HousekeepingSettings,
): Promise<SweepReport> {
  const sessions = await deleteExpiredSessions(db, now);
  await pruneLoginFailures(db, new Date(now.getTime() - DEFAULT_SIGN_IN_LIMITS.windowMs));
  await pruneTrustedDevices(db, new Date(now.getTime() - TRUSTED_DEVICE_DAYS * DAY));
  const rateLimits = await pruneRateLimits(db, now);
  const downloadClients = await forgetDownloadClients(
    db,
    new Date(now.getTime() - settings.downloadLogRetentionDays * DAY),
  );
  const webhookDeliveries = await pruneWebhookDeliveries(
    db,
    new Date(now.getTime() - WEBHOOK_DELIVERY_DAYS * DAY),
  );
  return { sessions, rateLimits, downloadClients, webhookDeliveries };
}

/** Sweeps now and then hourly; the timer never keeps the process alive. Returns a stop. */
export function startHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
  settings: HousekeepingSettings,
): () => void {
  const run = () =>
    sweep(db, now(), settings).catch((error: unknown) =>
      log.warn({ err: error }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(() => void run(), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
