import { router } from '../trpc';

/** Newsletter subscriptions. */
export const newsletterRouter = router({});
