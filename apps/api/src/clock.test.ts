import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from './clock';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jpl-clock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;
const near = (date: Date, expected: number) =>
  expect(Math.abs(date.getTime() - expected)).toBeLessThan(5_000);

/** Written as a test does: to a temporary name, then renamed, so the clock never reads half. */
async function setOffset(file: string, offsetMs: number) {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify({ offsetMs }));
  await rename(temporary, file);
}

describe('the server clock', () => {
  it('is the real clock without TEST_CLOCK_FILE', () => {
    near(createClock({ TEST_CLOCK_FILE: undefined })(), Date.now());
  });

  it('runs the offset ahead that the test clock file holds, read afresh each time', async () => {
    const file = path.join(dir, 'clock.json');
    const now = createClock({ TEST_CLOCK_FILE: file });
    near(now(), Date.now()); // no file yet: no offset
    await setOffset(file, 20 * DAY);
    near(now(), Date.now() + 20 * DAY);
    await setOffset(file, -3 * DAY);
    near(now(), Date.now() - 3 * DAY);
    await writeFile(file, 'not json');
    near(now(), Date.now());
    await rm(file);
    near(now(), Date.now());
  });
});
