import type { EbookFiles } from '../ebooks/files/files';
import { auditRoutes } from './audit';
import type { FileStorage } from '../storage/storage';
import { authRoutes } from './auth';
import { booksRoutes } from './books';
import { branchesRoutes } from './branches';
import { dashboardRoutes } from './dashboard';
import { ebooksRoutes } from './ebooks';
import { ebookFilesRoutes } from './ebooks-files';
import { ebookImportRoutes } from './ebooks-import';
import { eventsRoutes } from './events';
import { healthRoutes } from './health';
import { inventoryRoutes } from './inventory';
import { eventPlacesRoutes } from './event-places';
import { holdsRoutes } from './holds';
import { loansRoutes } from './loans';
import { loansFinesRoutes } from './loans-fines';
import { membersRoutes } from './members';
import { jobsRoutes } from './jobs';
import { newsletterRoutes } from './newsletter';
import { stocktakeRoutes } from './stocktake';
import { tokensRoutes } from './tokens';
import { webhooksRoutes } from './webhooks';
import { reportsRoutes } from './reports';
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
    ...booksRoutes(deps),
    ...eventsRoutes(deps),
    ...branchesRoutes,
    ...ebooksRoutes,
    ...ebookFilesRoutes(deps),
    ...ebookImportRoutes,
    ...inventoryRoutes(deps),
    // After the inventory: the lending examples lend the copy its examples scan and verify.
    ...membersRoutes,
    ...loansRoutes,
    ...loansFinesRoutes,
    ...holdsRoutes,
    ...stocktakeRoutes,
    ...eventPlacesRoutes,
    ...jobsRoutes,
    ...newsletterRoutes,
    ...dashboardRoutes,
    ...reportsRoutes,
    ...auditRoutes,
    ...tokensRoutes,
    ...webhooksRoutes,
  ];
}

/**
 * The tables as data, for what describes them without serving them (the README's table). Their
 * handlers never run here, so no files or storage are made for them: only the upload limit is
 * read while the tables are built.
 */
export function describedRoutes(): RestRoute[] {
  return restRoutes({
    publicOrigin: 'http://localhost',
    files: { maxUploadBytes: 0 } as EbookFiles,
    storage: {} as FileStorage,
  });
}
