import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStorage } from './storage';

/**
 * Files in a local folder (the default; one machine, or a volume every process mounts). Each
 * write goes to a temporary name beside its target and is renamed into place, so a reader never
 * sees half a file and a crash leaves only a `.tmp` behind.
 */
export function createLocalStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, assertKey(key));

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue; // temporary files
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) yield { key, size: (await stat(path.join(dir, entry.name))).size };
    }
  }

  return {
    description: `folder ${root}`,
    async put(key, source) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        if (Buffer.isBuffer(source)) await writeFile(temporary, source);
        else await copyFile(source.path, temporary);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async stat(key) {
      const info = await stat(full(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
    },
    async read(key, range) {
      const file = full(key);
      await stat(file); // rejects (ENOENT) before a stream is handed out
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    readBuffer: (key) => readFile(full(key)).catch(() => null),
    delete: (key) => rm(full(key), { force: true }),
    list(prefix) {
      const clean = prefix.replace(/\/+$/, '');
      return walk(clean ? full(clean) : root, clean);
    },
  };
}
