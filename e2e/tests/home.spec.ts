import type { Page } from '@playwright/test';
import { locale } from '../locales';
import { expect, test } from './fixtures';

/** Shows the whole collection: "Show more books" until every page is on screen. */
async function showEveryBook(page: Page, code: string) {
  const list = page.getByTestId('book-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const more = page.getByRole('button', { name: locale(code, 'books')('collection.more') });
  while (await more.isVisible()) {
    const before = await list.getByRole('listitem').count();
    await more.click();
    await expect(list.getByRole('listitem')).not.toHaveCount(before);
  }
}

const languages = [
  {
    code: 'en',
    option: 'English',
    name: 'Jaffna Public Library',
    books: 'Our Collection',
    poetry: 'Poetry',
  },
  {
    code: 'ta',
    option: 'தமிழ்',
    name: 'யாழ்ப்பாணப் பொது நூலகம்',
    books: 'எமது நூல் தொகுப்பு',
    poetry: 'கவிதை',
  },
  {
    code: 'si',
    option: 'සිංහල',
    name: 'යාපනය මහජන පුස්තකාලය',
    books: 'අපගේ පොත් එකතුව',
    poetry: 'කාව්‍ය',
  },
] as const;

const NAMES = ['Jaffna Public Library', 'யாழ்ப்பாணப் பொது நூலகம்', 'යාපනය මහජන පුස්තකාලය'];

for (const lang of languages) {
  test(`home page in ${lang.code}: the library's name leads, seeded books load from the database`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(lang.code);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.name);
    await expect(page.getByRole('heading', { name: lang.books })).toBeVisible();

    // The newest books first, a page at a time: the seeded classics are further down.
    const list = page.getByTestId('book-list');
    await showEveryBook(page, lang.code);
    await expect(list.getByRole('heading', { name: 'திருக்குறள்' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'මඩොල් දූව' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'A Brief History of Time' })).toBeVisible();

    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.name);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lang.code);

    // Choosing a genre narrows the list to it.
    await page.getByRole('button', { name: lang.poetry, exact: true }).click();
    await expect(list.getByRole('heading', { name: 'A Brief History of Time' })).toHaveCount(0);
    await showEveryBook(page, lang.code);
    await expect(list.getByRole('heading', { name: 'திருக்குறள்' })).toBeVisible();
  });

  test(`home page in ${lang.code}: every section speaks the language and no raw key shows`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), lang.code);
    await page.goto('/');
    const home = locale(lang.code, 'home');
    const books = locale(lang.code, 'books');
    const events = locale(lang.code, 'events');
    const newsletter = locale(lang.code, 'newsletter');
    const common = locale(lang.code, 'common');
    const ebooks = locale(lang.code, 'ebooks');

    // The hero and the footer carry the name in all three scripts, the chosen one first.
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(lang.name);
    for (const name of NAMES) await expect(hero.getByText(name, { exact: true })).toBeVisible();
    await expect(hero.getByText(home('hero.tagline'))).toBeVisible();

    for (const heading of [
      home('about.title'),
      home('stats.title'),
      books('collection.title'),
      ebooks('section.title'),
      events('title'),
      newsletter('title'),
      common('footer.contact.title'),
      common('footer.hours.title'),
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const footer = page.locator('footer');
    for (const name of NAMES)
      await expect(footer.getByText(name, { exact: true }).first()).toBeAttached();

    // A missing translation would show its key ("hero.tagline"): none may reach the page.
    await page.getByTestId('event-list').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(
      /\b(nav|footer|hero|quotes|about|stats|collection|genre|section|category|language|notFound)\.[a-z][A-Za-z.]+\b/,
    );
  });

  test(`an unknown address shows the not-found page in ${lang.code}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), lang.code);
    await page.goto('/no/such/page');
    const common = locale(lang.code, 'common');
    await expect(page.getByRole('heading', { name: common('notFound.title') })).toBeVisible();
    await expect(page.getByText(common('notFound.hint'))).toBeVisible();
    await page.getByRole('link', { name: common('notFound.backHome') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.name);
  });
}

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the collection offers six filters, all by default, and a search by title or author', async ({
  page,
}) => {
  await page.goto('/');
  const filters = page.getByRole('group', { name: 'Filter by genre' }).getByRole('button');
  await expect(filters).toHaveText(['All', 'History', 'Poetry', 'Technology', 'Science', 'Art']);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Newest first: the tests before this one may have pushed the seeded titles off the first
  // page, so the list is only asked to show some, and the search to find the seeded one.
  const list = page.getByTestId('book-list');
  await expect(list.getByRole('heading').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by title or author' }).fill('hawking');
  await expect(list.getByRole('heading', { name: 'A Brief History of Time' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'திருக்குறள்' })).toHaveCount(0);
  await expect(page.getByText('1 book', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by title or author' }).fill('zzzz');
  await expect(page.getByText('No book matches “zzzz”. Try another word or genre.')).toBeVisible();
});

test('the collection shows its loading state, then "no books" in red when its request fails', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('books.list'),
    async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          { error: { message: 'down', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR' } } },
        ]),
      });
    },
  );
  await page.goto('/');
  const collection = page.locator('#collection');
  await expect(collection.getByRole('status')).toHaveText('Loading books...');
  await expect(collection.locator('[aria-busy="true"]')).toBeVisible();
  release();
  const error = collection.getByText('no books', { exact: true });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(176, 39, 31)');
});
