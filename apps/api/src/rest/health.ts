import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { instant } from './wire';

export const healthRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/health',
    procedure: 'health.check',
    docs: {
      summary: 'Whether the site and its database answer',
      response: z.object({ status: z.literal('ok'), database: z.literal('up'), time: instant }),
      errors: ['DATABASE_UNAVAILABLE'],
    },
  }),
];
