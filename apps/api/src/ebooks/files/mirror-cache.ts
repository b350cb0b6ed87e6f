import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EbookFormat } from '@app/db';
import type { FileStorage } from '../../storage/storage';
import { FORMATS } from './formats';
import { fetchRemoteFile, RemoteFetchError, type RemoteFetchOptions } from './remote-fetch';
import { sniffEbookFile } from './sniff';

/** A remote e-book file kept in the storage. */
export interface MirroredFile {
  /** Its storage key: `mirror/<sha256(url)>`. */
  key: string;
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
  /** The kept copy of `url`, fetched first when there is none. Throws `RemoteFetchError`. */
  get(url: string): Promise<MirroredFile>;
  /** The kept copy of `url`, or null (never fetches). */
  find(url: string): Promise<MirroredFile | null>;
}

/** The storage key of a remote file's copy. */
export const mirrorKey = (url: string) =>
  `mirror/${createHash('sha256').update(url).digest('hex')}`;

/**
 * Remote e-book files mirrored in the storage under `mirror/<sha256(url)>`, with a `.json`
 * beside each saying what it is. The body is fetched to a temporary file, judged by its content,
 * stored, and the description is stored last, so an entry exists only once complete: a failed,
 * refused or oversized fetch leaves nothing behind. Simultaneous requests for one URL in one
 * process share one fetch; two processes may both fetch it and store the same bytes.
 */
export function createMirrorCache(storage: FileStorage, options: RemoteFetchOptions): MirrorCache {
  const inFlight = new Map<string, Promise<MirroredFile>>();

  async function readEntry(key: string): Promise<MirroredFile | null> {
    const described = await storage.readBuffer(`${key}.json`).catch(() => null);
    if (!described) return null;
    try {
      const meta = JSON.parse(described.toString('utf8')) as EntryMeta;
      const info = await storage.stat(key);
      if (!info || info.size !== meta.size) return null;
      return {
        key,
        format: meta.format,
        contentType: meta.contentType,
        size: meta.size,
        sha256: meta.sha256,
        mtime: info.modified,
      };
    } catch {
      return null;
    }
  }

  async function fetchEntry(url: string, key: string): Promise<MirroredFile> {
    const temporary = path.join(
      os.tmpdir(),
      `jpl-mirror-${process.pid}-${randomBytes(6).toString('hex')}.tmp`,
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
      await storage.put(key, { path: temporary }, meta.contentType);
      await storage.put(`${key}.json`, Buffer.from(JSON.stringify(meta)), 'application/json');
      const entry = await readEntry(key);
      if (!entry) throw new Error(`mirror entry ${key} vanished after writing`);
      return entry;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    find: (url) => readEntry(mirrorKey(url)),
    async get(url) {
      const key = mirrorKey(url);
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
