import { listEvents } from '@app/db';
import { publicProcedure, router } from '../trpc';

export const eventsRouter = router({
  list: publicProcedure.query(({ ctx }) => listEvents(ctx.db)),
});
