import { router } from '../trpc';

/** The public e-book catalogue, search, downloads and reading progress; staff CRUD. */
export const ebooksRouter = router({});
