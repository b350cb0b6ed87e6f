import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { z } from 'zod';
import { assertKey } from '../storage/storage';
import { BackupError } from './errors';

/** The entries of a backup: the manifest, pg_dump's archive, and `files/<key>` per stored file. */
export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';
export const FILES = 'files/';

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const size = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal('jaffna-library-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  postgres: z.object({
    /** The server's version, and pg_dump's (pg_restore must be of that major or newer). */
    server: z.string(),
    pgDump: z.string(),
    pgDumpMajor: z.number().int().positive(),
  }),
  /** The newest migration the database had run. */
  newestMigration: z.string().nullable(),
  database: z.object({ size, sha256 }),
  /** Rows per table (`schema.table`) in the snapshot that was dumped. */
  tables: z.record(z.string(), size),
  files: z.array(z.object({ key: z.string(), size, sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A tar file being written: entries are added one after another, then it is finished. */
export interface ArchiveWriter {
  /** Adds an entry of exactly `bytes` bytes; resolves to the content's sha256 (hex). */
  add(name: string, bytes: number, content: Buffer | AsyncIterable<Uint8Array>): Promise<string>;
  /**
   * Ends the archive and puts it in place under its name (before this it is `<name>.partial`);
   * resolves to its size.
   */
  finish(): Promise<number>;
  /** Gives up: nothing is left behind. */
  abort(): Promise<void>;
}

/** Starts the tar file `file`, written as `<file>.partial` until it is finished. */
export async function createArchive(file: string, mtime: Date): Promise<ArchiveWriter> {
  // A backup holds password hashes and members' details: for its owner's eyes only.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const pack = tar.pack();
  // Through a Node stream, so that pipeline's errors and back-pressure are Node's own.
  const done = pipeline(Readable.from(pack), createWriteStream(partial, { mode: 0o600 }));
  done.catch(() => undefined); // awaited in finish/abort; a write error also fails `add`

  return {
    async add(name, bytes, content) {
      const hash = createHash('sha256');
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name, size: bytes, mode: 0o644, mtime }, (error) =>
          error ? reject(error) : resolve(),
        );
        void (async () => {
          for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
            hash.update(chunk);
            if (!sink.write(chunk)) await once(sink, 'drain');
          }
          sink.end(null); // (streamx types want an argument; null adds nothing)
        })().catch((error: unknown) => {
          sink.destroy(error as Error);
          reject(error as Error);
        });
        done.catch(reject);
      });
      return hash.digest('hex');
    },
    async finish() {
      pack.finalize();
      await done;
      await rename(partial, file);
      return (await stat(file)).size;
    },
    async abort() {
      pack.destroy();
      await done.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

/** A backup unpacked into a folder and checked against its manifest. */
export interface ExtractedBackup {
  manifest: Manifest;
  dumpPath: string;
  /** Where the stored file `key` was unpacked. */
  filePath(key: string): string;
}

const damaged = (file: string, what: string) =>
  new BackupError(
    `The backup ${file} does not match its manifest (${what}): it is damaged or was changed. ` +
      'Nothing was restored.',
  );

/** Where an entry's content is unpacked to, or null for the manifest (kept in memory). */
function destination(file: string, into: string, name: string): string | null {
  if (name === MANIFEST) return null;
  if (name === DUMP) return path.join(into, DUMP);
  if (name.startsWith(FILES)) {
    try {
      return path.join(into, 'files', assertKey(name.slice(FILES.length)));
    } catch {
      // fall through: a name the site never makes
    }
  }
  throw new BackupError(
    `The backup ${file} holds "${name}", which no backup of this site holds: ` +
      'it is not one of ours, or it was changed. Nothing was restored.',
  );
}

/**
 * Unpacks the tar file `file` into the folder `into`, hashing every entry on the way, then
 * checks the whole of it against the manifest: every entry it names, of its size and sha256,
 * and nothing else. Throws a sentence when anything differs; nothing is restored from it then.
 */
export async function extractArchive(file: string, into: string): Promise<ExtractedBackup> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file') {
        throw new BackupError(
          `The backup ${file} holds "${name}", which is not a plain file: it is not one of ours. ` +
            'Nothing was restored.',
        );
      }
      if (seen.has(name)) throw damaged(file, `"${name}" appears twice`);
      const target = destination(file, into, name);
      const hash = createHash('sha256');
      let bytes = 0;
      if (target === null) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          if (bytes > 64 * 1024 * 1024) throw damaged(file, 'its manifest is too large');
          chunks.push(chunk);
        }
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        const output = createWriteStream(target);
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          if (!output.write(chunk)) await once(output, 'drain');
        }
        output.end();
        await finished(output);
      }
      seen.set(name, { size: bytes, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The backup ${file} could not be read (${(error as Error).message}): it may be incomplete, ` +
        'or not a backup at all. Nothing was restored.',
    );
  } finally {
    source.destroy();
  }

  if (manifestText === undefined) {
    throw new BackupError(
      `${file} has no ${MANIFEST}: it is not a backup of this site. Nothing was restored.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw damaged(file, `its ${MANIFEST} cannot be read`);
  }
  const expected = new Map<string, { size: number; sha256: string }>([
    [DUMP, manifest.database],
    ...manifest.files.map((f): [string, { size: number; sha256: string }] => [
      `${FILES}${f.key}`,
      f,
    ]),
  ]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw damaged(file, `"${name}" is missing`);
    if (got.size !== want.size || got.sha256 !== want.sha256) {
      throw damaged(file, `"${name}" does not match its sha256`);
    }
  }
  for (const name of seen.keys()) {
    if (name !== MANIFEST && !expected.has(name)) throw damaged(file, `"${name}" is not in it`);
  }
  return {
    manifest,
    dumpPath: path.join(into, DUMP),
    filePath: (key) => path.join(into, 'files', assertKey(key)),
  };
}
