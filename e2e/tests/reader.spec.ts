import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ebooksText,
  ensureTestLibrary,
  epubBook,
  LANGUAGES,
  pdfBook,
  type Language,
  type TestLibrary,
} from '../ebook-files';
import { demo, expect, signIn, test } from './fixtures';

let library: TestLibrary;

// Opening a book, reloading it and an accessibility scan of the reader take a while.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ site }) => {
  library = await ensureTestLibrary(site.url);
});

async function useLanguage(page: Page, lang: Language) {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), lang);
}

/**
 * No serious or critical accessibility violation. The EPUB's chapter frame is left out: it runs
 * no scripts (sandboxed), so axe cannot run inside it; its markup is the book's own.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="reader-stage"] iframe')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** 'Page 1 of N' in the interface language, capturing N. */
function pageOneOfAny(t: ReturnType<typeof ebooksText>): RegExp {
  const text = t('reader.pageOf', { page: 1, total: '#' });
  const escaped = text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped.replace('#', '(\\d+)')}$`);
}

/** The device's saved place for a book, once the reader has written it. */
async function savedLocation(page: Page, id: number) {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { location: string } | null,
    `ebook-position:${id}`,
  );
}

for (const lang of LANGUAGES) {
  test(`[${lang}] an EPUB opens from its card in a new tab: pages turn, the contents jump, the place survives a reload`, async ({
    page,
    context,
  }) => {
    const t = ebooksText(lang);
    await useLanguage(page, lang);
    await page.goto('/ebooks');
    const card = page
      .getByTestId('ebook-list')
      .getByRole('article', { name: epubBook.title, exact: true });
    const [reader] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: new RegExp(`^${t('card.readOnline')}`) }).click(),
    ]);
    await expect(reader).toHaveURL(new RegExp(`/ebooks/${library.epub.id}/read$`));
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(epubBook.title);

    const frame = reader.frameLocator('[data-testid="reader-stage"] iframe');
    const [one, two, three] = epubBook.chapters;
    await expect(frame.getByRole('heading', { name: one!.heading })).toBeVisible();

    // The Sinhala face is applied inside the book's frame, and the book's own (blocked) font is gone.
    const fonts = await reader
      .locator('[data-testid="reader-stage"] iframe')
      .evaluate(async (iframe: HTMLIFrameElement) => {
        const doc = iframe.contentDocument!;
        await doc.fonts.ready;
        const p = doc.querySelector('p')!;
        return {
          family: doc.defaultView!.getComputedStyle(p).fontFamily,
          loaded: doc.fonts.check('16px "Noto Sans Sinhala"', 'අ'),
        };
      });
    expect(fonts.family).toContain('Noto Sans Sinhala');
    expect(fonts.loaded).toBe(true);

    // The arrow keys turn pages once the book is open (the first chapter shows a moment before
    // the reader is ready for keys; the Next button is enabled from then on).
    await expect(reader.getByRole('button', { name: t('reader.next') })).toBeEnabled();
    await reader.locator('body').press('ArrowRight');
    await expect(frame.getByRole('heading', { name: two!.heading })).toBeVisible();
    await expect(frame.getByRole('heading', { name: one!.heading })).toHaveCount(0);
    await expect
      .poll(async () => (await savedLocation(reader, library.epub.id))?.location)
      .toMatch(/^epubcfi\(/);
    const saved = (await savedLocation(reader, library.epub.id))!.location;

    // After a reload the book opens where it was left.
    await reader.reload();
    await expect(frame.getByRole('heading', { name: two!.heading })).toBeVisible();
    expect((await savedLocation(reader, library.epub.id))!.location).toBe(saved);

    // The position slider jumps through the book (once its locations are known).
    const slider = reader.getByRole('slider', { name: t('reader.position') });
    await expect
      .poll(() =>
        reader.evaluate(
          (key) => window.localStorage.getItem(key) !== null,
          `epub-locations:/api/ebooks/${library.epub.id}/file`,
        ),
      )
      .toBe(true);
    await slider.fill('100');
    await expect(frame.getByRole('heading', { name: three!.heading })).toBeVisible();

    // The table of contents jumps to a chapter.
    await reader.getByRole('button', { name: t('reader.contents') }).click();
    const contents = reader.getByRole('dialog', { name: t('reader.contents') });
    await contents.getByRole('button', { name: one!.heading }).click();
    await expect(contents).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: one!.heading })).toBeVisible();

    // On with the button.
    await reader.getByRole('button', { name: t('reader.next') }).click();
    await expect(frame.getByRole('heading', { name: two!.heading })).toBeVisible();

    // Night reading: the frame's text turns light.
    await reader.getByRole('radio', { name: t('reader.themeDark') }).click();
    await expect
      .poll(() =>
        reader
          .locator('[data-testid="reader-stage"] iframe')
          .evaluate(
            (iframe: HTMLIFrameElement) =>
              iframe.contentWindow!.getComputedStyle(iframe.contentDocument!.querySelector('p')!)
                .color,
          ),
      )
      .toBe('rgb(241, 235, 228)');

    await expect(reader.locator('[data-testid="reader-stage"] iframe')).toHaveAttribute(
      'title',
      t('reader.bookText'),
    );
    await expectAccessible(reader);
  });

  test(`[${lang}] a PDF turns pages with the arrow keys and the page box, and reopens on the same page`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    await useLanguage(page, lang);
    await page.goto(`/ebooks/${library.pdf.id}/read`);
    const position = page.getByTestId('reader-position');
    await expect(position).toHaveText(t('reader.pageOf', { page: 1, total: 3 }));
    // pdf.js's text layer carries the page's words (selection, find, screen readers).
    await expect(page.getByText(pdfBook.pageText(1))).toBeAttached();

    await expect(page.getByRole('button', { name: t('reader.next') })).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(t('reader.pageOf', { page: 2, total: 3 }));
    await expect(page.getByText(pdfBook.pageText(2))).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(t('reader.pageOf', { page: 2, total: 3 }));

    await page.reload();
    await expect(position).toHaveText(t('reader.pageOf', { page: 2, total: 3 }));
    await expect(page.getByText(pdfBook.pageText(2))).toBeAttached();

    await page.getByLabel(t('reader.goToPage')).fill('3');
    await page.getByRole('button', { name: t('reader.go'), exact: true }).click();
    await expect(position).toHaveText(t('reader.pageOf', { page: 3, total: 3 }));
    await expect(page.getByRole('button', { name: t('reader.next') })).toBeEnabled();

    // Larger text zooms the page; the choice is remembered.
    const canvas = page.locator('[data-testid="reader-stage"] canvas');
    const width = await canvas.evaluate((c: HTMLCanvasElement) => c.getBoundingClientRect().width);
    await page.getByRole('button', { name: t('reader.larger') }).click();
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.getBoundingClientRect().width))
      .toBeGreaterThan(width);

    await expectAccessible(page);
  });

  test(`[${lang}] a Tamil text book is set in Noto Sans Tamil, turns pages and reopens where it was left`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    await useLanguage(page, lang);
    await page.goto(`/ebooks/${library.txt.id}/read`);
    const position = page.getByTestId('reader-position');
    const firstPage = pageOneOfAny(t);
    await expect(position).toHaveText(firstPage);
    const total = Number(firstPage.exec((await position.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(3);

    const text = page.getByRole('article', { name: t('reader.bookText') });
    await expect(text).toContainText('அகர முதல எழுத்தெல்லாம் ஆதி');
    const font = await text.evaluate(async (element) => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(element.firstElementChild!).fontFamily,
        loaded: document.fonts.check('16px "Noto Sans Tamil"', 'அ'),
      };
    });
    expect(font.family).toContain('Noto Sans Tamil');
    expect(font.loaded).toBe(true);

    await expect(page.getByRole('button', { name: t('reader.next') })).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(t('reader.pageOf', { page: 2, total }));
    await expect(text).not.toContainText('அகர முதல');
    const firstWords = (await text.locator('p').first().textContent())!.slice(0, 30);

    await page.reload();
    await expect(position).toHaveText(t('reader.pageOf', { page: 2, total }));
    await expect(text.locator('p').first()).toHaveText(new RegExp(`^${firstWords}`));

    // Bigger letters make more pages, and the reader stays on the same words.
    await page.getByRole('button', { name: t('reader.larger') }).click();
    await page.getByRole('button', { name: t('reader.larger') }).click();
    await expect(position).not.toHaveText(t('reader.pageOf', { page: 2, total }));
    await expect(text).toContainText(firstWords);

    await page.getByRole('radio', { name: t('reader.themeSepia') }).click();
    await expectAccessible(page);
  });
}

test('a signed-in reader finds their place on another device', async ({ browser, baseURL }) => {
  const t = ebooksText('en');
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  try {
    const first = await phone.newPage();
    await signIn(first, demo.librarian);
    await first.goto(`/ebooks/${library.pdf.id}/read`);
    const position = first.getByTestId('reader-position');
    await expect(position).toHaveText(/^Page \d of 3$/);
    // Another test may have left this reader on page 3 already: go somewhere else, so a save
    // is certain to be sent.
    const start = Number(/^Page (\d)/.exec((await position.textContent()) ?? '')?.[1]);
    const target = start === 3 ? 2 : 3;
    await first.getByLabel(t('reader.goToPage')).fill(String(target));
    const saved = first.waitForResponse(
      (response) => response.url().includes('ebooks.saveReadingProgress') && response.ok(),
    );
    await first.getByRole('button', { name: t('reader.go'), exact: true }).click();
    await expect(position).toHaveText(t('reader.pageOf', { page: target, total: 3 }));
    await saved;

    const second = await laptop.newPage();
    await signIn(second, demo.librarian);
    await second.goto(`/ebooks/${library.pdf.id}/read`);
    await expect(second.getByTestId('reader-position')).toHaveText(
      t('reader.pageOf', { page: target, total: 3 }),
    );
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test('an unknown e-book says so instead of showing a reader', async ({ page }) => {
  await page.goto('/ebooks/999999/read');
  await expect(page.getByRole('alert')).toHaveText(ebooksText('en')('reader.notFound'));
});
