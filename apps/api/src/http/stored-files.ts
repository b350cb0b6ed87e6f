import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORED_WEBP_NAME, storedWebpKey, type WebpShelf } from '../inventory/image-store';
import type { FileStorage } from '../storage/storage';
import { sendError } from './errors';

/**
 * Sends a file a WebP store wrote (scan photos, covers). Only names the store makes are
 * looked up, so no key ever leaves the shelf's folder; names are content hashes, so a file
 * never changes and may be cached for a year (`private`: a browser only, for staff-only photos).
 */
export async function sendStoredWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  shelf: WebpShelf,
  file: string,
  cache: 'public' | 'private',
): Promise<FastifyReply> {
  const key = storedWebpKey(shelf, file);
  const found = STORED_WEBP_NAME.test(file) ? await storage.stat(key) : null;
  if (!found) return sendError(request, reply, 404, 'NOT_FOUND');
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', `${cache}, max-age=31536000, immutable`)
    .send(await storage.read(key));
}
