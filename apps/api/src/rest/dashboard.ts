import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';

const count = z.number().int().min(0);

export const dashboardRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/admin/stats',
    procedure: 'dashboard.stats',
    docs: {
      summary: "The staff dashboard's eight figures",
      description:
        'Counted in SQL: "this month" from the 1st in Jaffna time; members are active patrons; ' +
        'events are those not yet past or undated; overdue are active loans past their due date.',
      response: z.object({
        totalBooks: count,
        newBooksThisMonth: count,
        totalMembers: count,
        totalEvents: count,
        totalBranches: count,
        activeLoans: count,
        newsletterSubs: count,
        overdueBooks: count,
      }),
    },
  }),
];
