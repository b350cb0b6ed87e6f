import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORED_WEBP_NAME } from '../inventory/image-store';
import { sendError } from './errors';

/**
 * Sends a file a WebP store wrote (scan photos, covers). Only names the store makes are
 * looked up, so no path ever leaves the folder; names are content hashes, so a file never
 * changes and may be cached for a year (`private`: a browser only, for staff-only photos).
 */
export async function sendStoredWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  directory: string,
  file: string,
  cache: 'public' | 'private',
): Promise<FastifyReply> {
  const fullPath = path.join(directory, file);
  const found = STORED_WEBP_NAME.test(file) ? await stat(fullPath).catch(() => null) : null;
  if (!found?.isFile()) return sendError(request, reply, 404, 'NOT_FOUND');
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', `${cache}, max-age=31536000, immutable`)
    .send(createReadStream(fullPath));
}
