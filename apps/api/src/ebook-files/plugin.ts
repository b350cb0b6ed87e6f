import { isAllowedEbookUrl, type Access, type AppErrorCode } from '@app/api-contract';
import fastifyMultipart from '@fastify/multipart';
import { findEbookById } from '@app/db';
import { languageFromAcceptLanguage } from '@app/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseUnlessStaff } from '../auth/early';
import type { ContextDeps } from '../context';
import type { Config } from '../env';
import { translateError } from '../rest/adapter';
import { dispositionHeader, ebookFilename } from './filename';
import { FORMATS } from './formats';
import { createMirrorCache, type MirrorCache } from './mirror-cache';
import { RemoteFetchError } from './remote-fetch';
import { sendStoredFile } from './send-file';
import { createUploadStore, UPLOAD_URL_PREFIX, type UploadStore } from './upload-store';

declare module 'fastify' {
  // @fastify/multipart adds a member to this interface, which turns on TypeScript's excess
  // property check for every route's `config`: the access rule has to be declared.
  interface FastifyContextConfig {
    /** Who may call the route (rest/adapter.ts, role-matrix.test.ts). */
    access?: Access;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An e-book's file can be replaced by staff: caches keep it but ask again (ETag makes it cheap). */
const REVALIDATE = 'public, no-cache';

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  appCode: AppErrorCode,
  params: Record<string, string | number> = {},
) {
  const language = languageFromAcceptLanguage(request.headers['accept-language']);
  return reply.status(status).send({ message: translateError(language, appCode, params), appCode });
}

function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function registerUploadRoute(
  app: FastifyInstance,
  deps: ContextDeps,
  uploads: UploadStore,
  maxBytes: number,
) {
  // Multipart parsing exists only in this scope: no other route accepts file uploads.
  return app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
    });
    scope.post(
      '/api/ebooks/files',
      {
        config: { access: 'staff' },
        // Checked before a byte of the body is read: strangers cannot make us store 50 MB.
        onRequest: async (request, reply) => {
          await refuseUnlessStaff(deps, request, reply);
        },
      },
      async (request, reply) => {
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
            maxMb: Number((maxBytes / (1024 * 1024)).toFixed(1)),
          });
        }
        return sendError(request, reply, 415, 'EBOOK_FILE_TYPE');
      },
    );
  });
}

function registerFileRoutes(
  app: FastifyInstance,
  deps: ContextDeps,
  uploads: UploadStore,
  mirror: MirrorCache,
) {
  app.get('/api/ebooks/files/:name', { config: { access: 'public' } }, async (request, reply) => {
    const found = await uploads.find((request.params as { name: string }).name);
    if (!found) return sendError(request, reply, 404, 'NOT_FOUND');
    return sendStoredFile(request, reply, {
      path: found.path,
      size: found.size,
      mtime: found.mtime,
      contentType: FORMATS[found.format].contentType,
      etag: `"${found.sha256}"`,
      // Named by content hash: a name never changes its bytes.
      cacheControl: IMMUTABLE,
    });
  });

  app.get('/api/ebooks/:id/file', { config: { access: 'public' } }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    const ebook = id ? await findEbookById(deps.db, id) : undefined;
    // Inactive e-books are withdrawn for everyone, staff included (they have the source).
    if (!ebook?.isActive) return sendError(request, reply, 404, 'NOT_FOUND');

    let file;
    if (ebook.fileUrl.startsWith(UPLOAD_URL_PREFIX)) {
      file = await uploads.find(ebook.fileUrl.slice(UPLOAD_URL_PREFIX.length));
      if (!file) return sendError(request, reply, 404, 'NOT_FOUND');
    } else if (isAllowedEbookUrl(ebook.fileUrl)) {
      try {
        file = await mirror.get(ebook.fileUrl);
      } catch (error) {
        if (!(error instanceof RemoteFetchError)) throw error;
        request.log.warn({ err: error, ebookId: ebook.id }, 'remote e-book file not fetched');
        return sendError(request, reply, 502, 'EBOOK_FILE_UNAVAILABLE');
      }
    } else {
      // Neither ours nor on an allow-listed host: never fetched, whatever the record says.
      return sendError(request, reply, 404, 'NOT_FOUND');
    }

    const { download } = request.query as { download?: string };
    const asAttachment = download === '1' || download === 'true';
    const filename = ebookFilename(
      ebook.title,
      FORMATS[file.format].extension,
      `ebook-${ebook.id}`,
    );
    return sendStoredFile(request, reply, {
      path: file.path,
      size: file.size,
      mtime: file.mtime,
      contentType: FORMATS[file.format].contentType,
      etag: `"${file.sha256}"`,
      cacheControl: REVALIDATE,
      contentDisposition: dispositionHeader(filename, asAttachment ? 'attachment' : 'inline'),
    });
  });
}

/** E-book files: staff uploads, serving them, and the allow-listed proxy for remote files. */
export const ebookFilesPlugin = fp<ContextDeps & { config: Config }>(
  async (app: FastifyInstance, { config, ...deps }) => {
    const uploads = createUploadStore(config.UPLOAD_DIR);
    const mirror = createMirrorCache(config.UPLOAD_DIR, {
      maxBytes: config.EBOOK_PROXY_MAX_BYTES,
      timeoutMs: config.EBOOK_PROXY_TIMEOUT_MS,
      baseUrl: config.EBOOK_REMOTE_BASE_URL,
    });
    await registerUploadRoute(app, deps, uploads, config.EBOOK_UPLOAD_MAX_BYTES);
    registerFileRoutes(app, deps, uploads, mirror);
  },
  { name: 'ebook-files' },
);
