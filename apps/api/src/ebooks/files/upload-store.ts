import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EbookUpload } from '@app/api-contract/schemas/ebooks';
import type { EbookFormat } from '@app/db';
import type { FileStorage } from '../../storage/storage';
import { FORMATS, formatFileSize, formatOfExtension } from './formats';
import { pdfPageCount, sniffEbookFile } from './sniff';

/** Where uploaded e-book files are served from (the `fileUrl` of an uploaded e-book). */
export const UPLOAD_URL_PREFIX = '/api/ebooks/files/';
/** Content-addressed names only: nothing else (no path, no dot-dot) ever reaches the disk. */
export const UPLOAD_NAME = /^([a-f0-9]{64})\.(epub|pdf|txt)$/;

/** What `POST /api/ebooks/files` answers: its shape is the contract's (`ebookUploadOutput`). */
export type StoredUpload = EbookUpload;

export type SaveUploadResult =
  | { ok: true; upload: StoredUpload }
  | { ok: false; reason: 'too-large' | 'not-an-ebook' | 'expands-too-much' };

export interface UploadedFile {
  /** Its storage key: `ebooks/<sha256>.<ext>`. */
  key: string;
  format: EbookFormat;
  sha256: string;
  size: number;
  mtime: Date;
}

/**
 * Staff-uploaded e-book files in the storage under `ebooks/<sha256>.<ext>`. The stream is
 * written to a temporary file while it is hashed and counted, judged by its content, then
 * stored under its content hash: the same file uploaded twice is stored once, and a refused or
 * partial upload leaves nothing behind.
 */
export function createUploadStore(storage: FileStorage) {
  return {
    async save(
      stream: Readable & { truncated?: boolean },
      originalName: string | undefined,
    ): Promise<SaveUploadResult> {
      const temporary = path.join(
        os.tmpdir(),
        `jpl-upload-${process.pid}-${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        const hash = createHash('sha256');
        let size = 0;
        const meter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            hash.update(chunk);
            callback(null, chunk);
          },
        });
        await pipeline(stream, meter, createWriteStream(temporary));
        // The multipart parser stops at the size limit and marks the stream truncated.
        if (stream.truncated) return { ok: false, reason: 'too-large' };
        const format = await sniffEbookFile(temporary);
        if (format === 'expands-too-much') return { ok: false, reason: format };
        if (!format) return { ok: false, reason: 'not-an-ebook' };
        const { extension } = FORMATS[format];
        const name = `${hash.digest('hex')}.${extension}`;
        const totalPages = format === 'PDF' ? await pdfPageCount(temporary) : null;
        await storage.put(`ebooks/${name}`, { path: temporary }, FORMATS[format].contentType);
        const given = originalName ? path.basename(originalName.replace(/\\/g, '/')) : '';
        return {
          ok: true,
          upload: {
            fileUrl: `${UPLOAD_URL_PREFIX}${name}`,
            fileFormat: format,
            fileSize: formatFileSize(size),
            filename: given || name,
            ...(totalPages ? { totalPages } : {}),
          },
        };
      } finally {
        await rm(temporary, { force: true });
      }
    },

    /** The stored file behind a `/api/ebooks/files/<name>` name, or null. */
    async find(name: string): Promise<UploadedFile | null> {
      const match = UPLOAD_NAME.exec(name);
      if (!match) return null;
      const format = formatOfExtension(match[2]!);
      const key = `ebooks/${name}`;
      const info = format ? await storage.stat(key) : null;
      if (!format || !info) return null;
      return { key, format, sha256: match[1]!, size: info.size, mtime: info.modified };
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
