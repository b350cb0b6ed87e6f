import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ebooksText,
  ensureTestLibrary,
  epubBook,
  LANGUAGES,
  pdfBook,
  type TestLibrary,
} from '../ebook-files';
import { demo, expect, signIn, test } from './fixtures';

let library: TestLibrary;
test.describe.configure({ timeout: 90_000 });
test.beforeAll(async ({ site }) => {
  library = await ensureTestLibrary(site.url);
});

const frameOf = (page: Page) => page.frameLocator('[data-testid="reader-stage"] iframe');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="reader-stage"] iframe')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of LANGUAGES) {
  test(`[${lang}] search inside an EPUB and a TXT book; bookmarks and notes: add, list, jump, delete`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    const [one, , three] = epubBook.chapters;
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto(`/ebooks/${library.epub.id}/read`);
    const frame = frameOf(page);
    await expect(frame.getByRole('heading', { name: one!.heading })).toBeVisible();

    // Search finds the third chapter's words and shows them.
    await page.getByRole('button', { name: t('reader.search') }).click();
    const search = page.getByRole('dialog', { name: t('reader.search') });
    await search.getByLabel(t('reader.searchLabel')).fill('ආරුක්කු');
    await search.getByRole('button', { name: t('reader.searchButton') }).click();
    await expect(search.getByRole('status')).toHaveText(t('reader.searchResults', { count: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
    await search.getByTestId('reader-search-results').getByRole('button').first().click();
    await expect(search).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: three!.heading })).toBeVisible();

    // A bookmark here, and a note.
    await page.getByRole('button', { name: t('reader.openMarks') }).click();
    const marks = page.getByRole('dialog', { name: t('reader.marks') });
    await expect(marks).toContainText(t('reader.marksEmpty'));
    await marks.getByRole('button', { name: t('reader.addBookmark') }).click();
    await marks.getByLabel(t('reader.noteLabel')).fill('සුදු ආරුක්කු: නැවත කියවන්න');
    await marks.getByRole('button', { name: t('reader.addNote') }).click();
    const list = marks.getByTestId('reader-marks');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('සුදු ආරුක්කු: නැවත කියවන්න');
    await expect(marks).toContainText(t('reader.marksLocal'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Back to the start, then the bookmark jumps to the third chapter again.
    await page.getByRole('button', { name: t('reader.contents') }).click();
    await page
      .getByRole('dialog', { name: t('reader.contents') })
      .getByRole('button', { name: one!.heading })
      .click();
    await expect(frame.getByRole('heading', { name: one!.heading })).toBeVisible();
    await page.getByRole('button', { name: t('reader.openMarks') }).click();
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: t('reader.go') })
      .click();
    await expect(frame.getByRole('heading', { name: three!.heading })).toBeVisible();

    // Kept on this device across a reload; deleting removes it.
    await page.reload();
    await page.getByRole('button', { name: t('reader.openMarks') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('listitem').first().getByRole('button').last().click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(t('reader.noteKind'));
    await page.keyboard.press('Escape');

    // A Tamil text book: matches are listed by page, and choosing one turns there.
    await page.goto(`/ebooks/${library.txt.id}/read`);
    await expect(page.getByTestId('reader-position')).toContainText(
      t('reader.pageOf', { page: 1, total: '' }).trim().split(' ')[0]!,
    );
    await page.getByRole('button', { name: t('reader.search') }).click();
    const txtSearch = page.getByRole('dialog', { name: t('reader.search') });
    await txtSearch.getByLabel(t('reader.searchLabel')).fill('பகுதி 24');
    await txtSearch.getByRole('button', { name: t('reader.searchButton') }).click();
    const hit = txtSearch.getByTestId('reader-search-results').getByRole('button').first();
    await expect(hit).toContainText('பகுதி 24');
    const pageLabel = (await hit.locator('span').first().textContent())!;
    const pageNumber = Number(/\d+/.exec(pageLabel)![0]);
    expect(pageNumber).toBeGreaterThan(1);
    await hit.click();
    await expect(page.getByTestId('reader-stage')).toContainText('பகுதி 24');
    await expect(page.getByTestId('reader-position')).toContainText(String(pageNumber));
  });
}

test('a signed-in reader’s bookmarks and notes follow them to another device; PDF text is searched', async ({
  browser,
}) => {
  const t = ebooksText('en');
  const first = await browser.newContext();
  const device = await first.newPage();
  await signIn(device, demo.librarian);
  await device.goto(`/ebooks/${library.pdf.id}/read`);
  await expect(device.getByTestId('reader-position')).toHaveText(`Page 1 of ${pdfBook.pages}`);
  await device.getByRole('button', { name: t('reader.search') }).click();
  const search = device.getByRole('dialog', { name: t('reader.search') });
  await search.getByLabel(t('reader.searchLabel')).fill('handbook page 3');
  await search.getByRole('button', { name: t('reader.searchButton') }).click();
  await search.getByTestId('reader-search-results').getByRole('button').first().click();
  await expect(device.getByTestId('reader-position')).toHaveText(`Page 3 of ${pdfBook.pages}`);

  await device.getByRole('button', { name: t('reader.openMarks') }).click();
  const marks = device.getByRole('dialog', { name: t('reader.marks') });
  await expect(marks).toContainText(t('reader.marksSynced'));
  await marks.getByRole('button', { name: t('reader.addBookmark') }).click();
  await marks.getByLabel(t('reader.noteLabel')).fill('Roofs from palmyra leaves');
  await marks.getByRole('button', { name: t('reader.addNote') }).click();
  await expect(marks.getByTestId('reader-marks').getByRole('listitem')).toHaveCount(2);
  await first.close();

  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, demo.librarian);
  await other.goto(`/ebooks/${library.pdf.id}/read`);
  await expect(other.getByTestId('reader-position')).toHaveText(/^Page \d of 3$/);
  // The place read on the other device is where this one opens; start from page 1 to jump.
  await other.getByRole('spinbutton', { name: t('reader.goToPage') }).fill('1');
  await other.getByRole('button', { name: t('reader.go'), exact: true }).click();
  await expect(other.getByTestId('reader-position')).toHaveText(`Page 1 of ${pdfBook.pages}`);
  await other.getByRole('button', { name: t('reader.openMarks') }).click();
  const list = other.getByRole('dialog', { name: t('reader.marks') }).getByTestId('reader-marks');
  await expect(list).toContainText('Roofs from palmyra leaves');
  await expect(list).toContainText(t('reader.pageLabel', { page: 3 }));
  await list
    .getByRole('button', {
      name: t('reader.jumpTo', { where: t('reader.pageLabel', { page: 3 }) }),
    })
    .first()
    .click();
  await expect(other.getByTestId('reader-position')).toHaveText(`Page 3 of ${pdfBook.pages}`);
  // Delete both, so another run starts clean.
  await other.getByRole('button', { name: t('reader.openMarks') }).click();
  for (let left = 2; left > 0; left--) {
    await list.getByRole('listitem').first().getByRole('button').last().click();
    await expect(list.getByRole('listitem')).toHaveCount(left - 1);
  }
  await second.close();
});
