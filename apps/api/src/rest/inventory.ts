import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessScanInput, UpdateInventoryInput } from '@app/api-contract/schemas/inventory';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuseUnlessStaff } from '../auth/early';
import type { ContextDeps } from '../context';
import { SCAN_IMAGE_NAME } from '../scan/image-store';
import { restRoute } from './adapter';

const STAFF = { access: 'staff' } as const;

type Query = Record<string, string | undefined>;
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

function sendFile(reply: FastifyReply, result: unknown) {
  const file = result as { filename: string; contentType: string; body: string };
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The inventory and scanner calls of spec §7, plus exports, photos and public copy pages. */
export function registerInventoryRoutes(
  app: FastifyInstance,
  deps: ContextDeps,
  imageDirectory: string,
): void {
  restRoute(
    app,
    deps,
    'GET',
    '/api/inventory',
    (caller, request) => {
      const query = request.query as Query;
      return caller.inventory.list({
        status: blankToUndefined(query.status) as never,
        limit: query.limit ? Number(query.limit) : undefined,
      } as never);
    },
    STAFF,
  );
  restRoute(app, deps, 'GET', '/api/inventory/stats', (caller) => caller.inventory.stats(), STAFF);
  restRoute(
    app,
    deps,
    'GET',
    '/api/inventory/scan-history',
    (caller) => caller.inventory.scanHistory(),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/inventory/process-scan',
    (caller, request) => caller.inventory.processScan(request.body as ProcessScanInput),
    { ...STAFF, uploads: true },
  );
  restRoute(
    app,
    deps,
    'POST',
    '/api/inventory/generate-qr',
    (caller, request) => caller.inventory.generateQr(request.body as { inventoryIds: number[] }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/inventory/export',
    (caller, request) => {
      const query = request.query as Query;
      return caller.inventory.export({
        format: (query.format ?? 'csv') as 'csv',
        status: blankToUndefined(query.status) as never,
        q: blankToUndefined(query.q),
      });
    },
    { ...STAFF, send: sendFile },
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/inventory/:id',
    (caller, request) =>
      caller.inventory.get({ id: Number((request.params as { id: string }).id) }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'PUT',
    '/api/inventory/:id',
    (caller, request) =>
      caller.inventory.update({
        ...(request.body as Omit<UpdateInventoryInput, 'id'>),
        id: Number((request.params as { id: string }).id),
      }),
    STAFF,
  );
  restRoute(
    app,
    deps,
    'GET',
    '/api/items/:sku',
    (caller, request) =>
      caller.inventory.publicItem({ sku: (request.params as { sku: string }).sku }),
    { access: 'public' },
  );

  // Scan photos may show a person or a desk: staff only, checked before the file is opened.
  app.get(
    '/api/inventory/images/:file',
    { config: { access: 'staff' } },
    async (request, reply) => {
      if (await refuseUnlessStaff(deps, request, reply)) return reply;
      const { file } = request.params as { file: string };
      const fullPath = path.join(imageDirectory, file);
      const found = SCAN_IMAGE_NAME.test(file) ? await stat(fullPath).catch(() => null) : null;
      if (!found?.isFile()) {
        return reply.status(404).send({ message: 'Not found', appCode: 'NOT_FOUND' });
      }
      return (
        reply
          .header('content-type', 'image/webp')
          // Content-addressed names never change content.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(createReadStream(fullPath))
      );
    },
  );
}
