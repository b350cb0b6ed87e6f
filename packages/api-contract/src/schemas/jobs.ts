import { JOB_KINDS, JOB_STATES } from '@app/db/constants';
import { z } from 'zod';

export const jobIdInput = z.object({ id: z.uuid() });

/** Your jobs of these kinds: those still running, and those finished in the last hour. */
export const listJobsInput = z.object({
  kinds: z.array(z.enum(JOB_KINDS)).min(1).max(JOB_KINDS.length),
});

/** A job as the screens follow it: "3 of 5 photos read", "42 of 100 imported", then its outcome. */
export const jobView = z.object({
  id: z.uuid(),
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
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type JobView = z.infer<typeof jobView>;
