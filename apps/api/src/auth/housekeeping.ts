import { deleteExpiredSessions, pruneLoginFailures, type Db } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOGIN_LIMITS } from './rate-limit';

/**
 * Deletes sessions past their expiry and failed sign-ins older than the counting window:
 * neither decides anything any more, and both would otherwise grow without end.
 */
export async function sweepAuthTables(db: Db, now: Date): Promise<{ sessions: number }> {
  const sessions = await deleteExpiredSessions(db, now);
  await pruneLoginFailures(db, new Date(now.getTime() - DEFAULT_LOGIN_LIMITS.windowMs));
  return { sessions };
}

/** Sweeps now and then hourly; the timer never keeps the process alive. Returns a stop. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, now: () => Date): () => void {
  const sweep = () =>
    sweepAuthTables(db, now()).catch((error: unknown) =>
      log.warn({ err: error }, 'housekeeping of auth tables failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
