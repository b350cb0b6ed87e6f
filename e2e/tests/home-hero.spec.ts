import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface HomeStrings {
  hero: { quotesLabel: string };
  quotes: Record<string, { text: string; author: string }>;
}
function homeStrings(lang: string): HomeStrings {
  const file = path.join(
    import.meta.dirname,
    '..',
    '..',
    'packages',
    'i18n',
    'locales',
    lang,
    'home.json',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as HomeStrings;
}
/** The quotes of one language, in their order (q1…q8). */
const quotes = (lang: string) => Object.values(homeStrings(lang).quotes);

const START = new Date('2026-03-02T09:00:00+05:30');

async function openHome(page: Page, lang: string) {
  await page.addInitScript((code) => localStorage.setItem('language', code), lang);
  await page.goto('/');
  await expect(page.getByTestId('active-quote')).toBeVisible();
}

/** The quote on show is this one: its words and its author, visible. */
async function expectQuote(page: Page, quote: { text: string; author: string } | undefined) {
  const shown = page.getByTestId('active-quote');
  await expect(shown.locator('blockquote')).toHaveText(quote!.text);
  await expect(shown.locator('figcaption')).toHaveText(quote!.author);
  await expect(shown).toBeVisible();
}

for (const lang of ['en', 'si', 'ta'] as const) {
  test(`hero quotes in ${lang}: eight of them, a new one every 5 s, wrapping round; dots jump`, async ({
    page,
  }) => {
    const list = quotes(lang);
    expect(list).toHaveLength(8);
    await page.clock.install({ time: START });
    await openHome(page, lang);
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));

    const dots = page
      .getByRole('region', { name: homeStrings(lang).hero.quotesLabel })
      .getByRole('listitem')
      .getByRole('button');
    await expect(dots).toHaveCount(8);
    // A dot jumps to its quote and gives it a full 5 seconds.
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expectQuote(page, list[0]);

    await page.clock.runFor(4_999);
    await expectQuote(page, list[0]);
    await page.clock.runFor(1);
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[1]!.text);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    for (let i = 2; i < 8; i++) {
      await page.clock.runFor(5_000);
      await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(
        list[i]!.text,
      );
    }
    await expectQuote(page, list[7]);
    // After the eighth comes the first again.
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[0]!.text);

    await dots.nth(5).click();
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[5]!.text);
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[6]!.text);
  });
}

test('the pause button stops the quotes and the play button starts them again', async ({
  page,
}) => {
  const list = quotes('en');
  await page.clock.install({ time: START });
  await openHome(page, 'en');
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await page.getByRole('button', { name: 'Quote 1 of 8' }).click();

  await page.getByRole('button', { name: 'Pause the quotes' }).click();
  await page.clock.runFor(20_000);
  await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[0]!.text);
  // While still, a change made by hand is announced.
  await expect(page.locator('[aria-live="polite"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Play the quotes' }).click();
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[1]!.text);
});

test('the hero backdrop moves at half the scroll speed', async ({ page }) => {
  await openHome(page, 'en');
  // The sections below the hero render a moment later; the page must be long enough to scroll.
  await page.getByTestId('event-list').waitFor();
  const layer = page.getByTestId('hero-parallax');
  await expect(layer).toHaveCSS('transform', 'none');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(layer).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 200)');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(layer).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 60)');
});

test('the three hero buttons: the collection, the newsletter, and the contact details', async ({
  page,
}) => {
  await openHome(page, 'en');
  const hero = page.locator('#home');
  await hero.getByRole('link', { name: 'Explore the collection' }).click();
  await expect(page.getByRole('heading', { name: 'Our Collection' })).toBeInViewport();
  await expect(page.locator('#collection')).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole('link', { name: 'Join the newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Join our newsletter' })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page.getByRole('link', { name: '+94 21 222 6028' })).toBeInViewport();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('quotes stay still, the backdrop does not move, and the counters show their figures', async ({
    page,
  }) => {
    const list = quotes('en');
    await page.clock.install({ time: START });
    await openHome(page, 'en');
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[0]!.text);
    await expect(page.getByRole('button', { name: 'Pause the quotes' })).toHaveCount(0);
    // The dots still choose a quote.
    await page.getByRole('button', { name: 'Quote 3 of 8' }).click();
    await expect(page.getByTestId('active-quote').locator('blockquote')).toHaveText(list[2]!.text);

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.clock.runFor(100);
    await expect(page.getByTestId('hero-parallax')).toHaveCSS('transform', 'none');

    await page.getByTestId('statistics').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('counter-value')).toHaveText(['15,000+', '5,000+', '50+', '25+']);
  });
});
