import type { CreateBookInput, UpdateBookInput } from '@app/api-contract/schemas/books';
import type { CreateEventInput, UpdateEventInput } from '@app/api-contract/schemas/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

const STAFF = { access: 'staff' } as const;

/** The :id of the path as a number (a non-number fails the procedure's validation). */
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
/** A JSON object body, or an empty one (so a missing body is a validation error, not a crash). */
const bodyOf = <T>(request: FastifyRequest): T =>
  (request.body && typeof request.body === 'object' ? request.body : {}) as T;

/** /api/admin/…: statistics and the staff's book and event management. */
export function registerAdminRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(app, deps, 'GET', '/api/admin/stats', (caller) => caller.dashboard.stats(), STAFF);

  restRoute(
    app,
    deps,
    'POST',
    '/api/admin/books',
    (caller, request) => caller.books.create(bodyOf<CreateBookInput>(request)),
    { ...STAFF, status: 201 },
  );
  restRoute(
    app,
    deps,
    'PUT',
    '/api/admin/books/:id',
    (caller, request) =>
      caller.books.update({ ...bodyOf<Omit<UpdateBookInput, 'id'>>(request), id: idOf(request) }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'DELETE',
    '/api/admin/books/:id',
    (caller, request) => caller.books.delete({ id: idOf(request) }),
    STAFF,
  );

  restRoute(
    app,
    deps,
    'POST',
    '/api/admin/events',
    (caller, request) => caller.events.create(bodyOf<CreateEventInput>(request)),
    { ...STAFF, status: 201 },
  );
  restRoute(
    app,
    deps,
    'PUT',
    '/api/admin/events/:id',
    (caller, request) =>
      caller.events.update({
        ...bodyOf<Omit<UpdateEventInput, 'id'>>(request),
        id: idOf(request),
      }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'DELETE',
    '/api/admin/events/:id',
    (caller, request) => caller.events.delete({ id: idOf(request) }),
    STAFF,
  );
}
