import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { visitWholeHomePage } from '../home-page';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

// The whole home page in each language at both widths is judged by the walker (walker.spec.ts),
// with motion reduced, so every section is in place at once as after it faded in. Here, what
// the walker does not open: the phone's menu.
for (const lang of ['en', 'si', 'ta'] as const) {
  test(`axe finds nothing serious on the home page in ${lang} at 360px with the menu open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto('/');
    await page.getByTestId('event-list').waitFor();
    await page.locator('header button[aria-controls="site-menu"]').click();
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`axe finds nothing serious on the not-found page in ${lang}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('footer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the first Tab reaches a visible skip link, which moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues inside the main content, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('every control shows a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('event-list').waitFor();
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        name: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focus) continue;
    seen.add(focus.name);
    expect(focus.outline, `focus ring on ${focus.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(20);
});

test('the quote dots and the pause button work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const dot = page.getByRole('button', { name: 'Quote 4 of 8' });
  await dot.focus();
  await page.keyboard.press('Enter');
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('active-quote')).toContainText('Bharathiyar');
  await page.getByRole('button', { name: 'Pause the quotes' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play the quotes' })).toBeFocused();
});

test('form controls are labelled in every language', async ({ page }) => {
  test.setTimeout(90_000);
  for (const lang of ['en', 'si', 'ta']) {
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto('/');
    await visitWholeHomePage(page);
    const unlabelled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input, select, textarea, button'))
        .filter((el) => {
          const input = el as HTMLInputElement;
          const name =
            el.getAttribute('aria-label') ||
            (el.getAttribute('aria-labelledby') &&
              document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent) ||
            Array.from(input.labels ?? [])
              .map((label) => label.textContent)
              .join('') ||
            el.textContent;
          return !name?.trim();
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unlabelled, lang).toEqual([]);
  }
});
