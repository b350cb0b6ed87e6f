import { procedureRoute, type RestRoute } from './route';

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
    },
  }),
];
