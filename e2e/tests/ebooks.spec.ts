import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ebooksText,
  ensureTestLibrary,
  LANGUAGES,
  txtBook,
  type Language,
  type TestLibrary,
} from '../ebook-files';
import { expect, test } from './fixtures';

let library: TestLibrary;
let baseURL: string;

test.beforeAll(async ({ site }) => {
  baseURL = site.url;
  library = await ensureTestLibrary(baseURL);
});

async function openIn(page: Page, lang: Language, path: string) {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), lang);
  await page.goto(path);
}

/** No serious or critical accessibility violation on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A genre and language the collection has no e-book of, asked of the API (the seed may change). */
async function emptyCombination(page: Page) {
  for (const genre of ['science', 'poetry', 'history', 'non-fiction', 'fiction', 'literature']) {
    for (const language of ['Sinhala', 'Tamil', 'English']) {
      const res = await page.request.get('/api/ebooks', { params: { genre, language } });
      if (((await res.json()) as unknown[]).length === 0) return { genre, language };
    }
  }
  throw new Error('every genre and language has e-books: no empty state to show');
}

for (const lang of LANGUAGES) {
  test(`[${lang}] a visitor searches, filters and switches the view of the Digital Library`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    await openIn(page, lang, '/ebooks');
    await expect(page.getByRole('heading', { level: 1, name: t('hero.title') })).toBeVisible();
    await expect(page.getByText(t('hero.subtitle'))).toBeVisible();

    const list = page.getByTestId('ebook-list');
    const card = (title: string) => list.getByRole('article', { name: title, exact: true });
    const pdf = card(library.pdf.title);
    await expect(pdf).toBeVisible();

    // Grid by default: format badge, rating, genre and language, file size with 'Free Download'.
    await expect(list).toHaveAttribute('data-view', 'grid');
    await expect(pdf.getByTestId('ebook-format')).toHaveText('PDF');
    await expect(pdf.getByText('4.0/5')).toBeVisible();
    await expect(pdf.getByText(t('genre.science'), { exact: true })).toBeVisible();
    await expect(pdf.getByText(t('language.English'), { exact: true })).toBeVisible();
    await expect(pdf.getByText(t('card.freeDownload'))).toBeVisible();
    await expect(pdf.getByText(t('card.pages', { count: 3 }))).toBeVisible();
    const read = pdf.getByRole('link', { name: new RegExp(`^${t('card.readOnline')}`) });
    await expect(read).toHaveAttribute('href', `/ebooks/${library.pdf.id}/read`);
    await expect(read).toHaveAttribute('target', '_blank');

    // List view: the same books, without the grid's file-size line.
    await page.getByRole('radio', { name: t('view.list') }).click();
    await expect(list).toHaveAttribute('data-view', 'list');
    await expect(pdf).toBeVisible();
    await expect(list.getByText(t('card.freeDownload'))).toHaveCount(0);
    await page.getByRole('radio', { name: t('view.grid') }).click();
    await expect(list).toHaveAttribute('data-view', 'grid');

    // Genre filter: only poems, the Tamil one among them.
    const genre = page.getByLabel(t('filters.genre'));
    const language = page.getByLabel(t('filters.language'));
    await genre.selectOption('poetry');
    await expect(card(library.txt.title)).toBeVisible();
    await expect(pdf).toHaveCount(0);
    for (const badge of await list.getByRole('article').all()) {
      await expect(badge.getByText(t('genre.poetry'), { exact: true })).toBeVisible();
    }

    // Language filter (genre back to all): only Sinhala books.
    await genre.selectOption('all');
    await language.selectOption('Sinhala');
    await expect(card(library.epub.title)).toBeVisible();
    await expect(card(library.txt.title)).toHaveCount(0);
    await expect(card(library.epub.title).getByTestId('ebook-format')).toHaveText('EPUB');

    // No e-book of that genre in that language: the collection's empty state.
    const empty = await emptyCombination(page);
    await genre.selectOption(empty.genre);
    await language.selectOption(empty.language);
    await expect(page.getByText(t('empty.title'))).toBeVisible();
    await expect(page.getByText(t('empty.hint'))).toBeVisible();
    await genre.selectOption('all');
    await language.selectOption('all');
    await expect(pdf).toBeVisible();

    // Search: the heading names the query and the count agrees with the API.
    const search = page.getByRole('searchbox', { name: t('search.label') });
    await expect(search).toHaveAttribute('placeholder', t('search.placeholder'));
    const query = 'Palmyra Handbook';
    // Every match, not the page's (X-Total-Count).
    const expected = Number(
      (await page.request.get('/api/ebooks/search', { params: { q: query } })).headers()[
        'x-total-count'
      ],
    );
    await search.fill(query);
    await search.press('Enter');
    await expect(
      page.getByRole('heading', { name: t('search.resultsFor', { query }) }),
    ).toBeVisible();
    await expect(
      page.getByText(t('search.found', { count: expected, formatted: String(expected) })),
    ).toBeVisible();
    await expect(pdf).toBeVisible();
    await expect(card(library.epub.title)).toHaveCount(0);

    // A search in the book's own script finds the Tamil book.
    await search.fill('திருக்குறள் தேர்வு');
    await expect(card(library.txt.title)).toBeVisible();

    // Nothing found: the search's empty state.
    const nothing = 'qqxxzz nothing like this';
    await search.fill(nothing);
    await expect(page.getByText(t('noResults.title'))).toBeVisible();
    await expect(page.getByText(t('noResults.hint'))).toBeVisible();

    // Clearing the search brings the collection back.
    await search.fill('   ');
    await expect(
      page.getByRole('heading', { name: t('search.resultsFor', { query: nothing }) }),
    ).toHaveCount(0);
    await expect(pdf).toBeVisible();

    await expectAccessible(page);
  });
}

test('while the list loads, 12 skeleton cards show in the grid and 6 in the list', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/ebooks.list**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ebooks');
  await expect(page.getByTestId('ebook-skeleton')).toHaveCount(12);
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByTestId('ebook-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByTestId('ebook-list')).toBeVisible();
  await expect(page.getByTestId('ebook-skeleton')).toHaveCount(0);
});

for (const lang of LANGUAGES) {
  test(`[${lang}] a download shows "Downloading..." and saves the file under its Tamil title`, async ({
    page,
  }) => {
    const t = ebooksText(lang);
    await openIn(page, lang, '/ebooks');
    const card = page
      .getByTestId('ebook-list')
      .getByRole('article', { name: txtBook.title, exact: true });
    const count = async () =>
      (
        (await (await page.request.get(`/api/ebooks/${library.txt.id}`)).json()) as {
          downloadCount: number;
        }
      ).downloadCount;
    const before = await count();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/ebooks.download**', async (route) => {
      await held;
      await route.continue();
    });
    const button = card.getByRole('button', { name: new RegExp(`^${t('card.download')}`) });
    await button.click();
    const busy = card.getByRole('button', { name: new RegExp(`^${t('card.downloading')}`) });
    await expect(busy).toBeDisabled();

    const downloading = page.waitForEvent('download');
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${txtBook.title}.txt`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toContain('அகர முதல எழுத்தெல்லாம்');
    await expect(button).toBeEnabled();

    // The download was counted.
    expect(await count()).toBe(before + 1);
  });
}

test('a failed download is only logged: the button comes back and nothing else shows', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/ebooks');
  await page.route('**/trpc/ebooks.download**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }),
  );
  const card = page
    .getByTestId('ebook-list')
    .getByRole('article', { name: library.pdf.title, exact: true });
  await card.getByRole('button', { name: /^Download/ }).click();
  await expect(card.getByRole('button', { name: /^Download/ })).toBeEnabled();
  await expect.poll(() => errors.some((e) => e.includes('E-book download failed'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the home page shows featured e-books first and fetches another list only when its tab is chosen', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/trpc\/([^?]+)/.exec(request.url());
    if (match) requested.push(...match[1]!.split(','));
  });
  await page.goto('/');
  const section = page.locator('#digital-library');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'Digital Library' })).toBeVisible();
  await expect(section.getByRole('tab', { name: 'Featured' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    section.getByRole('article', { name: library.epub.title, exact: true }),
  ).toBeVisible();
  expect(requested).toContain('ebooks.featured');
  expect(requested).not.toContain('ebooks.popular');
  expect(requested).not.toContain('ebooks.recent');

  await section.getByRole('tab', { name: 'Popular' }).click();
  await expect(section.getByRole('article').first()).toBeVisible();
  expect(requested).toContain('ebooks.popular');
  expect(requested).not.toContain('ebooks.recent');

  const card = section.getByRole('article').first();
  await expect(card.getByRole('link', { name: /^Read Online/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(card.getByRole('button', { name: /^Download/ })).toBeVisible();

  await section.getByRole('link', { name: 'Browse All E-books' }).click();
  await expect(page).toHaveURL(/\/ebooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Library' })).toBeVisible();
});
