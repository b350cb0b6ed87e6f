import { router } from '../trpc';

/** Finding free e-books in Gutendex and Open Library and importing them (staff). */
export const ebookImportRouter = router({});
