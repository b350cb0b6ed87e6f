import { finishJob, type RunningJob } from '@app/db';
import type { JobDeps } from '../jobs/deps';
import { runNewsletterIssueSend } from './send';

/**
 * The job behind "send to everyone": sends the issue, then settles the job. Each message is
 * claimed once, so a retried attempt sends only what the last one did not.
 */
export async function sendIssueJob(deps: JobDeps, job: RunningJob<'newsletter.send'>) {
  const { db, services, now } = deps;
  await runNewsletterIssueSend(
    { db, mailer: services.mailer, publicOrigin: services.publicOrigin, now },
    job.payload.issueId,
  );
  await finishJob(db, job.id, {
    state: 'completed',
    result: { issueId: job.payload.issueId },
    now: now(),
  });
}
