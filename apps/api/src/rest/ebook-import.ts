import type {
  EbookImportSearchInput,
  ImportBulkInput,
  ImportEbookInput,
} from '@app/api-contract/schemas/ebooks-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

const STAFF = { access: 'staff' } as const;

const bodyOf = <T>(request: FastifyRequest): T =>
  (request.body && typeof request.body === 'object' ? request.body : {}) as T;

/** /api/ebooks/import…: search free catalogues and import from them (staff). */
export function registerEbookImportRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(
    app,
    deps,
    'GET',
    '/api/ebooks/import/search',
    (caller, request) => {
      const query = request.query as Record<string, string | undefined>;
      return caller.ebooks.importSearch({
        query: query.query ?? '',
        source: query.source as EbookImportSearchInput['source'],
        language: (query.language || undefined) as EbookImportSearchInput['language'],
        category: query.category as EbookImportSearchInput['category'],
      });
    },
    STAFF,
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/ebooks/import',
    (caller, request) => caller.ebooks.import(bodyOf<ImportEbookInput>(request)),
    {
      ...STAFF,
      // 201 when the book was added, 200 when the library already had it.
      send: (reply, result) =>
        reply.status((result as { status: string }).status === 'imported' ? 201 : 200).send(result),
    },
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/ebooks/import/bulk',
    (caller, request) => caller.ebooks.importBulk(bodyOf<ImportBulkInput>(request)),
    STAFF,
  );
}
