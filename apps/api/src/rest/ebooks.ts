import type { CreateEbookInput, UpdateEbookInput } from '@app/api-contract/schemas/ebooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

const PUBLIC = { access: 'public' } as const;
const STAFF = { access: 'staff' } as const;

type Query = Record<string, string | undefined>;

/** A query parameter as the procedure expects it; absent, empty and 'all' mean no filter. */
const filter = (value: string | undefined) => (value && value !== 'all' ? value : undefined);
/** A number parameter; anything unreadable is passed on as NaN for the schema to refuse. */
const number = (value: string | undefined) => (value ? Number(value) : undefined);
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

function paging(request: FastifyRequest) {
  const query = request.query as Query;
  return { limit: number(query.limit), offset: number(query.offset) };
}

/** /api/ebooks…: the public catalogue, search, downloads; staff create, update, delete. */
export function registerEbookRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks',
    (caller, request) => {
      const query = request.query as Query;
      return caller.ebooks.list({
        genre: filter(query.genre) as never,
        language: filter(query.language) as never,
        ...paging(request),
      });
    },
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/featured',
    (caller, request) => caller.ebooks.featured(paging(request)),
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/popular',
    (caller, request) => caller.ebooks.popular(paging(request)),
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/recent',
    (caller, request) => caller.ebooks.recent(paging(request)),
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/search',
    (caller, request) => {
      const query = request.query as Query;
      return caller.ebooks.search({
        q: query.q as string,
        genre: filter(query.genre) as never,
        language: filter(query.language) as never,
        ...paging(request),
      });
    },
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/:id',
    (caller, request) => caller.ebooks.byId({ id: idOf(request) }),
    PUBLIC,
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/ebooks',
    (caller, request) => caller.ebooks.create(request.body as CreateEbookInput),
    { ...STAFF, status: 201 },
  );
  restRoute(
    app,
    deps,
    'PUT',
    '/api/ebooks/:id',
    (caller, request) =>
      caller.ebooks.update({
        ...(request.body as Omit<UpdateEbookInput, 'id'>),
        id: idOf(request),
      }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'DELETE',
    '/api/ebooks/:id',
    (caller, request) => caller.ebooks.delete({ id: idOf(request) }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/ebooks/:id/download',
    (caller, request) => caller.ebooks.download({ id: idOf(request) }),
    PUBLIC,
  );
}
