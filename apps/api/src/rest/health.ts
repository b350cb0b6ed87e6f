import { procedureRoute, type RestRoute } from './route';

export const healthRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/health',
    procedure: 'health.check',
    docs: {
      summary: 'Whether the site and its database answer (liveness)',
      description:
        'While the database is away: 503 `DATABASE_UNAVAILABLE` with `Retry-After`, as every ' +
        'request that needs it answers.',
      errors: ['DATABASE_UNAVAILABLE'],
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/ready',
    procedure: 'health.ready',
    docs: {
      summary: 'Whether this process should be sent requests (readiness)',
      description:
        'Its database answers and has run every migration this version expects; while a ' +
        'migration is pending, 503 `MIGRATIONS_PENDING` with `Retry-After`. `/api/health` is ' +
        'the liveness probe. While the process drains before it stops, 503 `SHUTTING_DOWN`, so ' +
        'the proxy sends new requests elsewhere while those under way finish.',
      errors: ['DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING', 'SHUTTING_DOWN'],
    },
  }),
];
