import type { APIRequestContext, Page } from '@playwright/test';
import { standIns } from '../sites';
import { demo, expect, openSection, signIn, test } from './fixtures';

/**
 * Long lists, walked as a person would, on the site at size (large-site.ts: thousands of
 * generated e-books, books and copies): the Digital Library past its first page with a search
 * and filters in the address, Back and a reload; the staff tabs to their last row.
 */
test.use({ baseURL: standIns.largeURL });

/** How many rows the whole list has, as the API says (X-Total-Count). */
async function total(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return Number(res.headers()['x-total-count']);
}

/** The last row of a list, as the API answers it. */
async function lastRow<T>(request: APIRequestContext, url: string, count: number): Promise<T> {
  const joiner = url.includes('?') ? '&' : '?';
  const rows = (await (
    await request.get(`${url}${joiner}offset=${count - 1}&limit=1`)
  ).json()) as T[];
  return rows[0]!;
}

const count = (n: number) => n.toLocaleString('en-US');
const pages = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a reader walks the Digital Library past its first page; search, filters and page live in the address', async ({
  page,
}) => {
  const all = await total(page.request, '/api/ebooks?limit=1');
  expect(all).toBeGreaterThan(10_000);
  await page.goto('/ebooks');
  const list = page.getByTestId('ebook-list');
  const pager = pages(page, 'Pages of e-books');
  const status = page.getByRole('status').filter({ hasText: 'Showing' });
  await expect(status).toHaveText(`Showing 1–24 of ${count(all)}`);
  const firstTitle = await list.getByRole('article').first().getByRole('heading').textContent();

  // Next: page 2 in the address, other books.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ebooks\?page=2$/);
  await expect(status).toHaveText(`Showing 25–48 of ${count(all)}`);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The last page holds the oldest book.
  const last = Math.ceil(all / 24);
  await pager.getByRole('button', { name: `Page ${count(last)}` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  const oldest = await lastRow<{ title: string }>(page.request, '/api/ebooks', all);
  await expect(list.getByRole('article').last()).toHaveAccessibleName(oldest.title);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Back: page 2 again.
  await page.goBack();
  await expect(page).toHaveURL(/\/ebooks\?page=2$/);
  await expect(status).toHaveText(`Showing 25–48 of ${count(all)}`);

  // A filter starts again at page 1 and says its own total.
  await page.getByLabel('Genre').selectOption('poetry');
  await expect(page).toHaveURL(/\/ebooks\?genre=poetry$/);
  const poetry = await total(page.request, '/api/ebooks?genre=poetry&limit=1');
  await expect(status).toHaveText(`Showing 1–24 of ${count(poetry)}`);

  // A search within it: every match counted, not the page.
  const search = page.getByRole('searchbox', { name: 'Search the digital library' });
  await search.fill('River');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ebooks\?genre=poetry&q=River$/);
  const found = await total(page.request, '/api/ebooks/search?q=River&genre=poetry&limit=1');
  expect(found).toBeGreaterThan(48);
  await expect(page.getByText(`${count(found)} books found`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search results for "River"' })).toBeVisible();
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/ebooks\?genre=poetry&q=River&page=3$/);
  // Page 3 as the API ranks it: until it arrives, page 1 stays on screen, marked busy.
  const thirdPage = (await (
    await page.request.get('/api/ebooks/search?q=River&genre=poetry&offset=48&limit=24')
  ).json()) as { title: string }[];
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByRole('article').first()).toHaveAccessibleName(thirdPage[0]!.title);
  await expect(list.getByRole('article').last()).toHaveAccessibleName(thirdPage.at(-1)!.title);
  const third = await list.getByRole('article').allTextContents();

  // A reload keeps all of it.
  await page.reload();
  await expect(search).toHaveValue('River');
  await expect(page.getByLabel('Genre')).toHaveValue('poetry');
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list.getByRole('article')).toHaveText(third);

  // Back through the steps: the search's first page, then the filter without the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/ebooks\?genre=poetry&q=River$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/ebooks\?genre=poetry$/);
  await expect(search).toHaveValue('');
  await expect(status).toHaveText(`Showing 1–24 of ${count(poetry)}`);

  // A shared link opens the same results, in the layout it names.
  await page.goto('/ebooks?q=River&genre=poetry&page=2&view=list');
  await expect(list).toHaveAttribute('data-view', 'list');
  await expect(page.getByText(`${count(found)} books found`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/ebooks');
  await expect(list.getByRole('article').first()).toHaveAccessibleName(firstTitle!);
});

test.describe('staff lists at size', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.librarian);
  });

  test('the inventory reaches its last copy, and its search and status tabs see the whole table', async ({
    page,
  }) => {
    const copies = await total(page.request, '/api/inventory?limit=1');
    expect(copies).toBeGreaterThan(10_000);
    await openSection(page, 'Inventory');
    await expect(page).toHaveURL(/\/admin\/inventory$/);
    const pager = pages(page, 'Pages of scanned copies');
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(status).toHaveText(`Showing 1–50 of ${count(copies)}`);

    const last = Math.ceil(copies / 50);
    await pager.getByRole('button', { name: `Page ${count(last)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/inventory\\?page=${last}$`));
    const oldest = await lastRow<{ sku: string }>(page.request, '/api/inventory', copies);
    const rows = page.getByRole('region', { name: 'Inventory items' }).getByRole('article');
    await expect(rows.last()).toContainText(oldest.sku);

    // A status tab and a search, both over the whole table, in the address.
    await page.getByRole('tab', { name: 'Verified' }).click();
    await expect(page).toHaveURL(/\/admin\/inventory\?status=VERIFIED$/);
    const verified = await total(page.request, '/api/inventory?status=VERIFIED&limit=1');
    await expect(status).toHaveText(`Showing 1–50 of ${count(verified)}`);
    await page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }).fill('Knox');
    await expect(page).toHaveURL(/\/admin\/inventory\?status=VERIFIED&q=Knox$/);
    const knox = await total(page.request, '/api/inventory?status=VERIFIED&q=Knox&limit=1');
    expect(knox).toBeGreaterThan(50);
    await expect(status).toHaveText(`Showing 1–50 of ${count(knox)}`);
    const lastKnox = Math.ceil(knox / 50);
    await pager.getByRole('button', { name: `Page ${count(lastKnox)}` }).click();
    const oldestKnox = await lastRow<{ sku: string }>(
      page.request,
      '/api/inventory?status=VERIFIED&q=Knox',
      knox,
    );
    await expect(rows.last()).toContainText(oldestKnox.sku);

    // The export sees the same rows: one line per copy, and the header.
    const csv = await page.request.get('/api/inventory/export?format=csv&status=VERIFIED&q=Knox');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(knox + 1);

    // A reload keeps the tab, the status, the search and the page.
    await page.reload();
    await expect(
      page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }),
    ).toHaveValue('Knox');
    await expect(rows.last()).toContainText(oldestKnox.sku);
  });

  test('the books and e-books tabs reach their last row', async ({ page }) => {
    const books = await total(page.request, '/api/books?limit=1');
    const lastBooksPage = Math.ceil(books / 25);
    await pages(page, 'Pages of books')
      .getByRole('button', { name: `Page ${count(lastBooksPage)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/books\\?page=${lastBooksPage}$`));
    const oldestBook = await lastRow<{ title: string }>(page.request, '/api/books', books);
    await expect(page.getByRole('table').getByRole('row').last()).toContainText(oldestBook.title);

    await openSection(page, 'E-books');
    await expect(page).toHaveURL(/\/admin\/ebooks$/);
    // Staff see every e-book, hidden ones too: more than the public list.
    const active = await total(page.request, '/api/ebooks?limit=1');
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(status).toHaveText(/^Showing 1–24 of /);
    const every = Number(
      /of ([\d,]+)/.exec((await status.textContent()) ?? '')![1]!.replaceAll(',', ''),
    );
    expect(every).toBeGreaterThan(active);
    const lastEbooksPage = Math.ceil(every / 24);
    await pages(page, 'Pages of e-books')
      .getByRole('button', { name: `Page ${count(lastEbooksPage)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/ebooks\\?page=${lastEbooksPage}$`));
    await expect(status).toHaveText(
      `Showing ${count((lastEbooksPage - 1) * 24 + 1)}–${count(every)} of ${count(every)}`,
    );
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 1, offset: every - 1 } }));
    const oldest = (
      (await (await page.request.get(`/trpc/ebooks.listAll?input=${input}`)).json()) as {
        result: { data: { json: { items: { title: string }[] } } };
      }
    ).result.data.json.items[0]!;
    await expect(page.getByRole('article').last()).toHaveAccessibleName(oldest.title);

    // Hidden books only: the state filter runs on the server.
    await page.getByLabel('Readers see').selectOption('hidden');
    await expect(page).toHaveURL(/\/admin\/ebooks\?state=hidden$/);
    await expect(status).toHaveText(`Showing 1–24 of ${count(every - active)}`);
  });
});
