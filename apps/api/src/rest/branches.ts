import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { instant, nullableText } from './wire';

const branch = z.object({
  /** Short code ('JPL'), also the prefix of the SKUs of its copies. */
  id: z.string(),
  name: z.string(),
  nameTa: nullableText,
  nameSi: nullableText,
  districtId: z.number().int(),
  districtName: z.string(),
  address: nullableText,
  phone: nullableText,
  email: nullableText,
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  isActive: z.boolean(),
  createdAt: instant,
});

export const branchesRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/branches',
    procedure: 'branches.list',
    docs: {
      summary: 'The branches, with their district; the main library first',
      response: z.array(branch),
    },
  }),
];
