import type { Readable } from 'node:stream';

/** What is known of a stored object without reading it. */
export interface StoredObject {
  size: number;
  modified: Date;
}

/** One byte range, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the site keeps files (scan photos, uploaded e-books, mirrored remote e-books): a local
 * folder by default, S3-compatible object storage in production. Keys are relative paths such as
 * `scans/<sha256>.webp`; every file is written whole or not at all, so a key that exists always
 * has its complete content, and two processes writing one key write the same bytes
 * (content-addressed names).
 */
export interface FileStorage {
  /** Where the files are, for the start line and the logs (never a secret). */
  readonly description: string;
  /** Stores `source` (bytes, or a file on local disk) under `key`, replacing what was there. */
  put(key: string, source: Buffer | { path: string }, contentType: string): Promise<void>;
  /** The object's size and date, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Streams the object (or one range of it); rejects when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole object in memory (small files: photos, descriptions), or null. */
  readBuffer(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (for backups), with its size. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** Keys are ours, never a client's: letters, digits, dots, dashes and single slashes only. */
const KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/i;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Reads a whole stream into memory. */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
