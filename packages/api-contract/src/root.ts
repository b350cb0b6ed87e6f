import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { booksRouter } from './routers/books';
import { branchesRouter } from './routers/branches';
import { dashboardRouter } from './routers/dashboard';
import { ebooksRouter } from './routers/ebooks';
import { ebooksImportRouter } from './routers/ebooks-import';
import { eventsRouter } from './routers/events';
import { healthRouter } from './routers/health';
import { holdsRouter } from './routers/holds';
import { eventPlacesRouter } from './routers/event-places';
import { inventoryRouter } from './routers/inventory';
import { loansRouter } from './routers/loans';
import { loansFinesRouter } from './routers/loans-fines';
import { membersRouter } from './routers/members';
import { memberCategoriesRouter } from './routers/members-categories';
import { jobsRouter } from './routers/jobs';
import { newsletterRouter } from './routers/newsletter';
import { reportsRouter } from './routers/reports';
import { staffRouter } from './routers/staff';
import { stocktakeRouter } from './routers/stocktake';
import { tokensRouter } from './routers/tokens';
import { webhooksRouter } from './routers/webhooks';
import { createCallerFactory, mergeRouters, router } from './trpc';

/** The one place domain routers are composed. */
export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  staff: staffRouter,
  books: booksRouter,
  events: eventsRouter,
  branches: branchesRouter,
  inventory: inventoryRouter,
  ebooks: mergeRouters(ebooksRouter, ebooksImportRouter),
  newsletter: newsletterRouter,
  dashboard: dashboardRouter,
  reports: reportsRouter,
  audit: auditRouter,
  members: mergeRouters(membersRouter, memberCategoriesRouter),
  loans: mergeRouters(loansRouter, loansFinesRouter),
  holds: holdsRouter,
  eventPlaces: eventPlacesRouter,
  jobs: jobsRouter,
  stocktake: stocktakeRouter,
  tokens: tokensRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
