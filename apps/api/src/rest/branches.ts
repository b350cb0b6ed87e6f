import { procedureRoute, type RestRoute } from './route';

export const branchesRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/branches',
    procedure: 'branches.list',
    docs: { summary: 'The branches, with their district; the main library first' },
  }),
];
