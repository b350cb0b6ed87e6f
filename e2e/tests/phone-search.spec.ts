import { ebooksText, ensureTestLibrary, LANGUAGES, pdfBook } from '../ebook-files';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

// The palmyra handbook (a PDF the e-book tests upload) is what the search finds.
test.beforeAll(async ({ site }) => {
  await ensureTestLibrary(site.url);
});

for (const lang of LANGUAGES) {
  test(`[${lang}] on a phone, a search sent from the keyboard brings its results into view`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto('/ebooks');
    await expect(page.getByTestId('ebook-list')).toBeVisible();
    // Below the hero and the filters: out of sight until the search is sent.
    const heading = page.getByRole('heading', {
      level: 2,
      name: t('search.resultsFor', { query: 'palmyra' }),
    });
    const box = page.getByRole('searchbox', { name: t('search.label') });
    await box.fill('palmyra');
    await box.press('Enter');
    await expect(heading).toBeInViewport();
    await expect(
      page.getByTestId('ebook-list').getByRole('article', { name: pdfBook.title }),
    ).toBeInViewport();
  });
}
