import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { visitWholeHomePage } from '../home-page';
import { expect, test } from './fixtures';

/** Kept as test artefacts: every language at a phone's and a laptop's width. */
const SHOTS = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/**
 * Elements that stick out of the viewport sideways, and text cut off by its own box. Content
 * inside a box that clips or scrolls sideways is judged by that box; hidden helpers (the
 * visually-hidden labels, decorations marked aria-hidden) are skipped.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    /** The nearest ancestor that does not let its content spill sideways. */
    const container = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return parent;
      return null;
    };
    if (document.documentElement.scrollWidth > width)
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth}px > ${width}px`,
      );
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('[aria-hidden="true"], #boot')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const outer = container(el);
      // Inside a visually-hidden label (a 1px clipped box): for screen readers only.
      if (outer && outer.getBoundingClientRect().width <= 1) continue;
      const overflow = outer ? getComputedStyle(outer).overflowX : 'visible';
      // Content of a box that scrolls sideways may lie beyond it; anything else must fit.
      if (overflow !== 'auto' && overflow !== 'scroll') {
        const bounds = outer ? outer.getBoundingClientRect() : { left: 0, right: width };
        if (box.right > bounds.right + 0.5 || box.left < bounds.left - 0.5)
          problems.push(
            `${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)}px` +
              (outer ? `, cut off by ${describe(outer)}` : ''),
          );
      }
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const hasText = Array.from(el.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      const html = el as HTMLElement;
      if (clips && hasText && html.scrollWidth > html.clientWidth + 1)
        problems.push(`${describe(el)} cuts its text (${html.scrollWidth} > ${html.clientWidth})`);
    }
    return problems;
  });
}

for (const lang of ['en', 'si', 'ta'] as const) {
  for (const width of [360, 1280]) {
    test(`no element overflows or clips at ${width}px in ${lang}; screenshot kept`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await page.addInitScript((code) => localStorage.setItem('language', code), lang);
      await page.goto('/');
      await visitWholeHomePage(page);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SHOTS, `home-${lang}-${width}.png`),
        fullPage: true,
      });

      if (width < 1024) {
        await page.locator('header button[aria-controls="site-menu"]').click();
        await expect(page.locator('#site-menu')).toBeVisible();
        expect(await layoutProblems(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}-menu.png`) });
      }

      await page.goto('/no/such/page');
      await page.locator('footer').waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SHOTS, `not-found-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  }
}

test('the home page loads no staff, scanner or reader code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/');
  await visitWholeHomePage(page);
  expect(scripts.size).toBeGreaterThan(0);
  const forbidden = [
    /\/features\/(admin|staff|scanner|inventory|auth)\/(components|hooks)\//,
    // Each domain's staff screens, the scanner, and the staff screens' shell.
    /\/features\/[^/]+\/(staff|scanner)\//,
    /\/features\/layout\/components\/staff-shell/,
    /\/features\/ebooks\/components\/reader/,
    /node_modules\/.*\/(html5-qrcode|epubjs|pdfjs-dist|zxing-wasm)\//,
  ];
  const offenders: string[] = [];
  for (const script of scripts) {
    const map = await page.request.get(`${script}.map`);
    if (!map.ok()) continue;
    const { sources = [] } = (await map.json()) as { sources?: string[] };
    for (const source of sources)
      if (forbidden.some((pattern) => pattern.test(source))) offenders.push(`${script}: ${source}`);
  }
  expect(offenders).toEqual([]);
  // Translations come in the reader's language only.
  expect([...scripts].filter((url) => /\/locale-(si|ta)-/.test(url))).toEqual([]);
});

test('the page is painted from the HTML before any script runs, then handed to the app', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#boot')).toBeVisible();
  await expect(page.locator('#boot img')).toBeVisible();
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
});
