import { JOB_KINDS, JOB_STATES } from '@app/db/constants';
import { z } from 'zod';
import { isoText } from './shapes';

export const jobIdInput = z.object({ id: z.uuid() });

/** Your jobs of these kinds: those still running, and those finished in the last hour. */
export const listJobsInput = z.object({
  kinds: z.array(z.enum(JOB_KINDS)).min(1).max(JOB_KINDS.length),
});

/**
 * A job as the screens follow it: "3 of 5 photos read", "42 of 100 imported", then its outcome.
 * Its times are ISO text on both wires (the scanner keeps a saved scan's job as plain data).
 */
export const jobOutput = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  done: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  subjectId: z.string().nullable(),
  /** What it did (or has done so far): counts, the copy it filled, the file it kept. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why it failed for good. */
  errorCode: z.string().nullable(),
  createdAt: isoText,
  finishedAt: isoText.nullable(),
});
export type JobView = z.infer<typeof jobOutput>;
export const jobListOutput = z.array(jobOutput);
