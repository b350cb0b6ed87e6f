import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const file = path.join(process.env.E2E_DATA_DIR ?? '/tmp/library-e2e', 'server-clock.json');

/**
 * Moves the e2e server's clock `offsetMs` ahead of the real one (its TEST_CLOCK_FILE, read on
 * every request); 0 puts it back. Written and renamed, so the server never reads half a file.
 */
export async function moveServerClock(offsetMs: number): Promise<void> {
  if (offsetMs === 0) {
    await rm(file, { force: true });
    return;
  }
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify({ offsetMs }));
  await rename(temporary, file);
}
