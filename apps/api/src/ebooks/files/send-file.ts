import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange } from '../../storage/storage';

export interface StoredFile {
  /** Opens the file, or one range of it, from the storage. */
  open: (range?: ByteRange) => Promise<Readable>;
  size: number;
  mtime: Date;
  contentType: string;
  /** A strong validator (quoted), derived from the content. */
  etag: string;
  cacheControl: string;
  contentDisposition?: string;
}

/** The one byte range asked for, `'unsatisfiable'`, or null to send the whole file. */
function parseRange(header: string | undefined, size: number) {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  // Several ranges, other units or a malformed header: the whole file is a valid answer.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return 'unsatisfiable' as const;
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return null;
  }
  return { start, end };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Streams a stored file with validators and byte ranges (pdf.js asks for ranges): 304 when
 * the client's copy is current, 206 for one satisfiable range, 416 for an unsatisfiable one.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
): Promise<FastifyReply> {
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('etag', file.etag)
    .header('last-modified', file.mtime.toUTCString())
    .header('cache-control', file.cacheControl);
  if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);

  if (etagMatches(request.headers['if-none-match'], file.etag)) {
    return reply.status(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === file.etag
      ? parseRange(request.headers.range, file.size)
      : null;
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(await file.open(range));
  }
  return reply
    .status(200)
    .header('content-length', String(file.size))
    .send(file.size === 0 ? '' : await file.open());
}
