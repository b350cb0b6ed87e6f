import { pendingMigrations, pingDatabase } from '@app/db';
import { appError } from '../errors';
import { healthOutput, readyOutput } from '../schemas/health';
import { noInput } from '../schemas/shapes';
import { publicProcedure, router } from '../trpc';

/** How long a replica asks to be left alone while its database is being migrated. */
const MIGRATIONS_RETRY_AFTER_SECONDS = 10;

export const healthRouter = router({
  check: publicProcedure
    .input(noInput)
    .output(healthOutput)
    .query(async ({ ctx }) => {
      try {
        const databaseTime = await pingDatabase(ctx.db);
        return { status: 'ok' as const, database: 'up' as const, time: databaseTime.toISOString() };
      } catch (error) {
        throw appError('DATABASE_UNAVAILABLE', 'Database unreachable', { cause: error });
      }
    }),

  /**
   * Whether this process should be sent requests (a load balancer's or an orchestrator's
   * readiness probe): its database answers and has run every migration this code expects. While
   * a deployment's migration is still running, new replicas answer 503 MIGRATIONS_PENDING with a
   * Retry-After; `check` stays the liveness probe.
   */
  ready: publicProcedure
    .input(noInput)
    .output(readyOutput)
    .query(async ({ ctx }) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(ctx.db);
      } catch (error) {
        throw appError('DATABASE_UNAVAILABLE', 'Database unreachable', { cause: error });
      }
      if (pending.length > 0) {
        throw appError('MIGRATIONS_PENDING', `${pending.length} migration(s) pending`, {
          params: { retryAfterSeconds: MIGRATIONS_RETRY_AFTER_SECONDS },
        });
      }
      return { status: 'ready' as const, database: 'up' as const, migrations: 'current' as const };
    }),
});
