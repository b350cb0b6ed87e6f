import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a Brotli and a gzip copy next to every text asset; the API's static server
 * (`preCompressed: true`) sends whichever the browser accepts, so nothing is compressed per
 * request. Copies that would not be smaller are skipped.
 */
export function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|map)$/;
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'library:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !file.endsWith('.map'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const source = await readFile(full);
            if (source.length < 1024) return;
            const [br, gzipped] = await Promise.all([
              brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${full}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${full}.gz`, gzipped);
          }),
      );
    },
  };
}
