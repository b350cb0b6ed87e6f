import { ebookFilename, isAllowedEbookUrl, visibleEbook } from '@app/api-contract';
import { findEbookById, type Db } from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../env';
import { sendError } from '../../http/errors';
import { sendRateLimited } from '../../http/rate-limit';
import type { FileStorage } from '../../storage/storage';
import { dispositionHeader } from './filename';
import { FORMATS } from './formats';
import { createMirrorCache } from './mirror-cache';
import { RemoteFetchError } from './remote-fetch';
import { sendStoredFile } from './send-file';
import { createUploadStore, UPLOAD_URL_PREFIX } from './upload-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An e-book's file can be replaced by staff: caches keep it but ask again (ETag makes it cheap). */
const REVALIDATE = 'public, no-cache';

/**
 * E-book files: staff uploads, serving them, and serving remote files through the
 * allow-listed proxy (fetched once, then kept). The REST table (rest/ebooks.ts) routes to these.
 */
export function createEbookFiles(
  config: Config,
  db: Db,
  storage: FileStorage,
  limits: {
    /** Seconds this request must wait before the site fetches a remote file for it (0: none). */
    remoteFetchWait: (request: FastifyRequest, reply: FastifyReply) => Promise<number>;
  },
) {
  const uploads = createUploadStore(storage);
  const mirror = createMirrorCache(storage, {
    maxBytes: config.EBOOK_PROXY_MAX_BYTES,
    timeoutMs: config.EBOOK_PROXY_TIMEOUT_MS,
    baseUrl: config.EBOOK_REMOTE_BASE_URL,
  });
  const maxUploadBytes = config.EBOOK_UPLOAD_MAX_BYTES;

  return {
    maxUploadBytes,
    mirror,

    /** A staff upload (multipart `file`): stored by content hash after its type is sniffed. */
    async upload(request: FastifyRequest, reply: FastifyReply) {
      if (!request.isMultipart()) return sendError(request, reply, 400, 'EBOOK_FILE_REQUIRED');
      // A malformed multipart body (no boundary, cut short) carries no file either.
      const part = await request.file().catch(() => undefined);
      if (!part) return sendError(request, reply, 400, 'EBOOK_FILE_REQUIRED');
      const result = await uploads.save(part.file, part.filename);
      if (result.ok) return reply.status(201).send(result.upload);
      if (result.reason === 'too-large') {
        // The rest of an oversized body is not worth reading.
        reply.header('connection', 'close');
        return sendError(request, reply, 413, 'EBOOK_FILE_TOO_LARGE', {
          params: { maxMb: Number((maxUploadBytes / (1024 * 1024)).toFixed(1)) },
        });
      }
      if (result.reason === 'expands-too-much') {
        return sendError(request, reply, 413, 'EBOOK_FILE_EXPANDS');
      }
      return sendError(request, reply, 415, 'EBOOK_FILE_TYPE');
    },

    /** An uploaded file by its content-hash name. */
    async serveUpload(name: string, request: FastifyRequest, reply: FastifyReply) {
      const found = await uploads.find(name);
      if (!found) return sendError(request, reply, 404, 'NOT_FOUND');
      return sendStoredFile(request, reply, {
        open: (range) => storage.read(found.key, range),
        size: found.size,
        mtime: found.mtime,
        contentType: FORMATS[found.format].contentType,
        etag: `"${found.sha256}"`,
        // Named by content hash: a name never changes its bytes.
        cacheControl: IMMUTABLE,
      });
    },

    /** A published e-book's file from this site, inline or (`asAttachment`) under its title. */
    async serveEbookFile(
      id: number,
      asAttachment: boolean,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const ebook = await findEbookById(db, id);
      if (!ebook || !visibleEbook(ebook, { as: 'published' })) {
        return sendError(request, reply, 404, 'NOT_FOUND');
      }

      let file;
      if (ebook.fileUrl.startsWith(UPLOAD_URL_PREFIX)) {
        file = await uploads.find(ebook.fileUrl.slice(UPLOAD_URL_PREFIX.length));
        if (!file) return sendError(request, reply, 404, 'NOT_FOUND');
      } else if (isAllowedEbookUrl(ebook.fileUrl)) {
        try {
          file = await mirror.find(ebook.fileUrl);
          if (!file) {
            // Only a fetch that reaches the remote host costs a share of the client's limit.
            const wait = await limits.remoteFetchWait(request, reply);
            if (wait > 0) return sendRateLimited(request, reply, wait);
            file = await mirror.get(ebook.fileUrl);
          }
        } catch (error) {
          if (!(error instanceof RemoteFetchError)) throw error;
          request.log.warn({ err: error, ebookId: ebook.id }, 'remote e-book file not fetched');
          return sendError(request, reply, 502, 'EBOOK_FILE_UNAVAILABLE');
        }
      } else {
        // Neither ours nor on an allow-listed host: never fetched, whatever the record says.
        return sendError(request, reply, 404, 'NOT_FOUND');
      }

      const filename = ebookFilename(
        ebook.title,
        FORMATS[file.format].extension,
        `ebook-${ebook.id}`,
      );
      const key = file.key;
      return sendStoredFile(request, reply, {
        open: (range) => storage.read(key, range),
        size: file.size,
        mtime: file.mtime,
        contentType: FORMATS[file.format].contentType,
        etag: `"${file.sha256}"`,
        cacheControl: REVALIDATE,
        contentDisposition: dispositionHeader(filename, asAttachment ? 'attachment' : 'inline'),
      });
    },
  };
}

export type EbookFiles = ReturnType<typeof createEbookFiles>;
