import { z } from 'zod';
import { isoText } from './shapes';

/** Liveness: the site answers and so does its database (with its clock). */
export const healthOutput = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  /** The database's clock, as ISO text. */
  time: isoText,
});

/** Readiness: the database answers and has run every migration this version expects. */
export const readyOutput = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('current'),
});
