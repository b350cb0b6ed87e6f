import {
  exportInventoryInput,
  copyIdsInput,
  processScanInput,
  publicCopyInput,
  updateInventoryInput,
} from '@app/api-contract/schemas/inventory';
import { INVENTORY_STATUSES } from '@app/db/constants';
import { z } from 'zod';
import { sendStoredWebp } from '../http/stored-files';
import { SCAN_IMAGES } from '../inventory/image-store';
import type { FileStorage } from '../storage/storage';
import { handlerRoute, procedureRoute, type RestRoute } from './route';
import { idParams, pageQuery, searchQuery, sendDownload } from './wire';

/** The ISBN the docs' scan example saves, and the SKU its first copy gets. */
const EXAMPLE_ISBN = '9780141439518';
const EXAMPLE_SKU = `JPL-${EXAMPLE_ISBN}-001`;

/** The scanner and the inventory of spec §7, plus exports, photos and public copy pages. */
export function inventoryRoutes({ storage }: { storage: FileStorage }): RestRoute[] {
  return [
    procedureRoute({
      method: 'POST',
      path: '/api/inventory/process-scan',
      procedure: 'inventory.processScan',
      body: processScanInput,
      input: ({ body }) => body,
      uploads: true,
      docs: {
        summary: 'Scan a copy from an ISBN (barcode or typed) or up to five cover photos',
        description:
          'The copy is saved for review (AWAITING_REVIEW) with what the catalogues or the ' +
          'cover reading found; without them it is saved with default details. The answer is ' +
          'the saved copy with its `sku` and `copyNumber`, `lookupSource` and `lookupReason`; ' +
          'for photos no catalogue explained, the `job` reading them. A repeat of the same ' +
          '`clientScanId` answers the copy already saved.',
        errors: [
          'ISBN_REQUIRED',
          'ISBN_INVALID_LENGTH',
          'ISBN_BAD_CHECKSUM',
          'ISBN_NOT_A_BOOK',
          'IMAGES_REQUIRED',
          'TOO_MANY_IMAGES',
          'INVALID_IMAGE',
          'IMAGE_TOO_LARGE',
        ],
        example: { body: { scanType: 'manual', isbn: EXAMPLE_ISBN } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/inventory',
      procedure: 'inventory.list',
      query: z.object({
        status: z.enum(INVENTORY_STATUSES).optional(),
        q: searchQuery,
        ...pageQuery(200),
      }),
      input: ({ query }) => query,
      paged: true,
      docs: {
        summary: 'Scanned copies, newest first',
        description:
          '50 a page unless `limit` says (at most 200); `status` and `q` (title, author or ' +
          'ISBN contains it, two characters or more) narrow it, over the whole inventory.',
        example: { query: { status: 'AWAITING_REVIEW' } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/inventory/stats',
      procedure: 'inventory.stats',
      docs: {
        summary: "The scanner's figures; today is the library's day in Jaffna",
        description: 'Copies by status, scans today, and copies by how they were scanned.',
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/inventory/scan-history',
      procedure: 'inventory.scanHistory',
      query: z.object(pageQuery(100)),
      input: ({ query }) => query,
      paged: true,
      docs: {
        summary: 'Your scans, newest first (10 a page), failures with their `errorCode`',
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/inventory/generate-qr',
      procedure: 'inventory.generateQr',
      body: copyIdsInput,
      input: ({ body }) => body,
      docs: {
        summary: 'Draw a QR label for each listed copy that has none',
        description: 'Only copies without a code get one; `skipped` counts the others.',
        example: { body: { inventoryIds: [1] } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/inventory/export',
      procedure: 'inventory.export',
      query: exportInventoryInput.partial({ format: true }),
      input: ({ query }) => ({ ...query, format: query.format ?? 'csv' }),
      send: sendDownload,
      docs: {
        summary: 'The list as a file: CSV, or MARCXML for Koha',
        description:
          '`status` and `q` (title, author or ISBN) narrow it as on screen, over the whole ' +
          'inventory; the file is streamed as the rows are read.',
        produces: 'text/csv',
        example: { query: { format: 'csv' } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/inventory/{id}',
      procedure: 'inventory.get',
      params: idParams,
      input: ({ params }) => params,
      docs: {
        summary: 'One copy with its OCR text and QR drawing',
        errors: ['NOT_FOUND'],
        example: { params: { id: 1 } },
      },
    }),
    procedureRoute({
      method: 'PUT',
      path: '/api/inventory/{id}',
      procedure: 'inventory.update',
      params: idParams,
      body: updateInventoryInput.omit({ id: true }),
      input: ({ params, body }) => ({ ...body, id: params.id }),
      docs: {
        summary: 'Review a copy: verify (with notes) or reject it, correcting fields',
        description:
          '`status: VERIFIED` (with `verificationNotes`) verifies it, `status: ARCHIVED` ' +
          'rejects it; the other fields sent correct it. ' +
          'Only a copy awaiting review can be verified or rejected (else 409). A verified copy ' +
          'joins the title of the public collection with its ISBN (or its name), or makes one: ' +
          'genre from `genre`, else the category, else fiction; cover from Open Library when ' +
          'the site can reach it.',
        errors: ['NOT_FOUND', 'INVENTORY_NOT_AWAITING_REVIEW', 'ISBN_BAD_CHECKSUM'],
        example: {
          params: { id: 1 },
          body: { status: 'VERIFIED', verificationNotes: 'Checked against the title page' },
        },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/items/{sku}',
      procedure: 'inventory.publicItem',
      params: publicCopyInput,
      input: ({ params }) => params,
      docs: {
        summary: "A labelled copy's public details (what its QR code opens)",
        errors: ['NOT_FOUND'],
        example: { params: { sku: EXAMPLE_SKU } },
      },
    }),
    // Scan photos may show a person or a desk: staff only, checked before the file is opened.
    handlerRoute({
      method: 'GET',
      path: '/api/inventory/images/{file}',
      access: 'staff',
      status: 200,
      params: z.object({ file: z.string().max(200) }),
      handler: ({ params }, request, reply) =>
        sendStoredWebp(request, reply, storage, SCAN_IMAGES, params.file, 'private'),
      docs: {
        summary: 'A stored scan photo',
        produces: 'image/webp',
        errors: ['NOT_FOUND'],
      },
    }),
  ];
}
