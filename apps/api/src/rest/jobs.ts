import { JOB_KINDS } from '@app/db/constants';
import { jobIdInput } from '@app/api-contract/schemas/jobs';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';

/** Jobs: what a photo reading or a bulk import is doing, and how it ended. */
export const jobsRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/jobs',
    procedure: 'jobs.list',
    query: z.object({
      /** Comma-separated: `inventory.read-cover,ebooks.import-bulk`. */
      kinds: z
        .string()
        .max(200)
        .transform((value) => value.split(',').map((kind) => kind.trim()))
        .pipe(z.array(z.enum(JOB_KINDS)).min(1)),
    }),
    input: ({ query }) => ({ kinds: query.kinds }),
    docs: {
      summary: 'Your running jobs of these kinds, and those finished in the last hour',
      description:
        'Each with its state, `done` of `total` ("3 of 5 photos read"), and its `result` or ' +
        '`errorCode` once it has ended.',
      example: { query: { kinds: 'inventory.read-cover,ebooks.import-bulk' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/jobs/{id}',
    procedure: 'jobs.get',
    params: jobIdInput,
    input: ({ params }) => params,
    docs: {
      summary: 'One of your jobs: progress ("3 of 5"), state and outcome',
      errors: ['NOT_FOUND'],
    },
  }),
];
