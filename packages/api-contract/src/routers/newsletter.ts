import { subscribeToNewsletter } from '@app/db';
import { subscribeNewsletterInput } from '../schemas/newsletter';
import { limited, publicProcedure, router } from '../trpc';

/** Newsletter subscriptions. */
export const newsletterRouter = router({
  /** Subscribing again is a success that says so (`alreadySubscribed`), never a second row. */
  subscribe: publicProcedure
    .input(subscribeNewsletterInput)
    .use(limited('newsletter'))
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input.email)),
});
