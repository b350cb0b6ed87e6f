import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';

let moduleReady: Promise<void> | undefined;

/**
 * Loads zxing's reader wasm once, from the installed package. Without overrides the library
 * fetches it from jsDelivr, which production servers cannot (and must not) reach. Await it
 * before calling `readBarcodes` from `zxing-wasm/reader` directly (e.g. to read QR codes).
 */
export function ensureZXing(): Promise<void> {
  moduleReady ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const file = await readFile(wasmPath);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    await prepareZXingModule({
      overrides: {
        wasmBinary: wasmBinary as ArrayBuffer,
        // Overrides replace the CDN default wholesale; keep any other lookup local too.
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmPath : prefix + path,
      },
      fireImmediately: true,
    });
  })().catch((error: unknown) => {
    // A failed load must not be cached forever: the next scan retries.
    moduleReady = undefined;
    throw error;
  });
  return moduleReady;
}
