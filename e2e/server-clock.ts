import { rename, rm, writeFile } from 'node:fs/promises';
import type { Site } from './sites';

/**
 * Moves a site's clock `offsetMs` ahead of the real one (its TEST_CLOCK_FILE, read on every
 * request); 0 puts it back. Written and renamed, so the server never reads half a file.
 */
export async function moveServerClock(site: Site, offsetMs: number): Promise<void> {
  const file = site.clockFile;
  if (offsetMs === 0) {
    await rm(file, { force: true });
    return;
  }
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify({ offsetMs }));
  await rename(temporary, file);
}
