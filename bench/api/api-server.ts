/**
 * The real API for `api.bench.ts`, in a process of its own (so its memory is its own): the
 * production build of the app (`buildApp`, NODE_ENV=production) over the bench database, on
 * `PORT`. `KEEP_ANSWERS=0` turns off the answers kept in memory, to time the queries. The mail
 * server and the job queue's timing are passed on when set (the circulation benchmark sends
 * reminders through a local SMTP server and kills the process mid-batch). With
 * WEBHOOK_TEST_RECEIVERS (the webhook benchmark's receiver on loopback, a setting production
 * refuses) it runs as NODE_ENV=test, with every other setting as here.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@app/db';
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/env';

const port = Number(process.env.PORT);
const passedOn = [
  'SMTP_URL',
  'MAIL_FROM',
  'JOBS_WORKER',
  'JOBS_HEARTBEAT_SECONDS',
  'JOBS_MONITOR_SECONDS',
  'JOBS_POLL_SECONDS',
  'WEBHOOK_TEST_RECEIVERS',
] as const;
const config = loadConfig({
  NODE_ENV: process.env.WEBHOOK_TEST_RECEIVERS ? 'test' : 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: process.env.DATABASE_URL,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  // The benchmark's readers arrive through "a proxy" on loopback, each with its own address.
  TRUST_PROXY: 'loopback',
  UPLOAD_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-api-uploads-')),
  ...Object.fromEntries(passedOn.map((name) => [name, process.env[name]])),
});
const db = createDb(config.DATABASE_URL!);
const app = await buildApp({
  config,
  db,
  ownsDb: true,
  keepAnswers: process.env.KEEP_ANSWERS !== '0',
});
await app.listen({ host: '127.0.0.1', port });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
