import type { EbookFiles } from '../ebooks/files/files';
import type { FileStorage } from '../storage/storage';
import { authRoutes } from './auth';
import { booksRoutes } from './books';
import { branchesRoutes } from './branches';
import { dashboardRoutes } from './dashboard';
import { ebooksRoutes } from './ebooks';
import { eventsRoutes } from './events';
import { healthRoutes } from './health';
import { inventoryRoutes } from './inventory';
import { jobsRoutes } from './jobs';
import { newsletterRoutes } from './newsletter';
import type { RestRoute } from './route';

export interface RestDeps {
  publicOrigin: string;
  files: EbookFiles;
  storage: FileStorage;
}

/**
 * Every documented `/api/...` route, one table per domain. The order is the OpenAPI document's
 * (and the docs test sends each example in it: a table's creating examples come first).
 */
export function restRoutes(deps: RestDeps): RestRoute[] {
  return [
    ...healthRoutes,
    ...authRoutes,
    ...booksRoutes,
    ...eventsRoutes(deps),
    ...branchesRoutes,
    ...ebooksRoutes(deps),
    ...inventoryRoutes(deps),
    ...jobsRoutes,
    ...newsletterRoutes,
    ...dashboardRoutes,
  ];
}
