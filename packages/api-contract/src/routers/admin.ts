import { router } from '../trpc';

/** The staff dashboard's statistics. */
export const adminRouter = router({});
