import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EbookFormat } from '@app/db';
import { FORMATS } from './formats';
import { fetchRemoteFile, RemoteFetchError, type RemoteFetchOptions } from './remote-fetch';
import { sniffEbookFile } from './sniff';

/** A remote e-book file kept on disk. */
export interface MirroredFile {
  path: string;
  format: EbookFormat;
  contentType: string;
  size: number;
  sha256: string;
  mtime: Date;
}

interface EntryMeta {
  url: string;
  finalUrl: string;
  format: EbookFormat;
  contentType: string;
  upstreamContentType: string | null;
  size: number;
  sha256: string;
  fetchedAt: string;
}

export interface MirrorCache {
  /** The cached copy of `url`, fetched first when there is none. Throws `RemoteFetchError`. */
  get(url: string): Promise<MirroredFile>;
  /** The cached copy of `url`, or null (nothing is fetched). */
  cached(url: string): Promise<MirroredFile | null>;
  directory: string;
}

/**
 * Remote e-book files mirrored under `UPLOAD_DIR/mirror/<sha256(url)>`, with a `.json` beside
 * each saying what it is. The body is written to a temporary name and renamed, and the
 * description is written last, so an entry exists only once complete: a failed, refused or
 * oversized fetch leaves nothing behind. Simultaneous requests for one URL share one fetch.
 */
export function createMirrorCache(uploadDir: string, options: RemoteFetchOptions): MirrorCache {
  const directory = path.join(uploadDir, 'mirror');
  const inFlight = new Map<string, Promise<MirroredFile>>();

  async function readEntry(key: string): Promise<MirroredFile | null> {
    const bodyPath = path.join(directory, key);
    try {
      const meta = JSON.parse(await readFile(`${bodyPath}.json`, 'utf8')) as EntryMeta;
      const info = await stat(bodyPath);
      if (!info.isFile() || info.size !== meta.size) return null;
      return {
        path: bodyPath,
        format: meta.format,
        contentType: meta.contentType,
        size: meta.size,
        sha256: meta.sha256,
        mtime: info.mtime,
      };
    } catch {
      return null;
    }
  }

  async function fetchEntry(url: string, key: string): Promise<MirroredFile> {
    await mkdir(directory, { recursive: true });
    const bodyPath = path.join(directory, key);
    const temporary = path.join(
      directory,
      `.${key}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    try {
      const fetched = await fetchRemoteFile(url, temporary, options);
      const format = await sniffEbookFile(temporary);
      // Neither a book nor one that unpacks to too much is kept or handed to a reader.
      if (!format || format === 'expands-too-much') {
        throw new RemoteFetchError('not-an-ebook', fetched.finalUrl);
      }
      const meta: EntryMeta = {
        url,
        finalUrl: fetched.finalUrl,
        format,
        contentType: FORMATS[format].contentType,
        upstreamContentType: fetched.contentType,
        size: fetched.size,
        sha256: fetched.sha256,
        fetchedAt: new Date().toISOString(),
      };
      await rename(temporary, bodyPath);
      await writeFile(`${temporary}.json`, JSON.stringify(meta));
      await rename(`${temporary}.json`, `${bodyPath}.json`);
      const entry = await readEntry(key);
      if (!entry) throw new Error(`mirror entry ${key} vanished after writing`);
      return entry;
    } finally {
      await rm(temporary, { force: true });
      await rm(`${temporary}.json`, { force: true });
    }
  }

  const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');
  return {
    directory,
    cached: (url) => readEntry(keyOf(url)),
    async get(url) {
      const key = keyOf(url);
      const cached = await readEntry(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchEntry(url, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
