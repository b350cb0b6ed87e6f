import { trpc } from '../../../lib/trpc';

/** The programme, soonest first (GET /api/events over tRPC). */
export function useEvents() {
  return trpc.events.list.useQuery();
}
