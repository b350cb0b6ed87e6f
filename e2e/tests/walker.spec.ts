import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { prepareWalk } from '../walker/prepare';
import { ROUTES } from '../walker/routes';
import { siteTest as test } from './fixtures';
import { LANGUAGES, Walk } from '../walker/walk';

/**
 * The walker (e2e/README.md): every screen, in English, Tamil and Sinhala, at 360 and 1280
 * pixels, judged for what a reader on a phone meets: a page that scrolls sideways, text cut off
 * by its box, a word broken over two lines, a serious accessibility fault, a console error, an
 * English interface string on a Tamil or Sinhala screen, and a time that is not the library's.
 *
 * One test per language, one soft assertion per screen: a finding fails the test and names
 * the screen, the language and the width, and the walk goes on (a failed test would cost a new
 * browser for the next one). WALKER_ROUTES=desk,home walks only those screens.
 */
const only = process.env.WALKER_ROUTES?.split(',');
const routes = only ? ROUTES.filter((route) => only.includes(route.name)) : ROUTES;
let walk: Walk;

// A trace records the page after every step, by scripts that a sandboxed e-book frame refuses
// (each refusal a console error), and doubles the walk's time; a finding names its place.
test.use({ trace: 'off' });

test.beforeAll(async ({ browser, site }) => {
  test.setTimeout(120_000);
  walk = new Walk(browser, site.url, await prepareWalk(site));
});

test.afterAll(async () => {
  // English data without a translation is allowed; the list says what a reader meets.
  const lines = [...walk.data].map(([text, where]) => `${text}  —  ${[...where].join(', ')}`);
  const file = path.join(import.meta.dirname, '..', 'reports', 'walker-english-data.txt');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.sort().join('\n')}\n`);
  console.log(
    `walker: ${lines.length} English data strings on Tamil and Sinhala screens (${file})`,
  );
  await walk.close();
});

for (const lang of LANGUAGES) {
  test(`every screen in ${lang}`, async () => {
    test.setTimeout(routes.length * 20_000);
    for (const route of routes) {
      await test.step(route.name, async () => {
        expect.soft(await walk.visit(route, lang), `${route.name} in ${lang}`).toEqual([]);
      });
    }
  });
}
