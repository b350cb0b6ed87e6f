import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ensureTestLibrary,
  ebooksText,
  LANGUAGES,
  txtBook,
  type TestLibrary,
} from '../ebook-files';
import { locale } from '../locales';
import { expect, test } from './fixtures';

let library: TestLibrary;
test.beforeAll(async ({ site }) => {
  library = await ensureTestLibrary(site.url);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The head a crawler reads: the attributes of the tags it cares about. */
async function headOf(html: string) {
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(?:meta|link)\s[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) =>
    tags
      .filter((t) => attr(t, 'property') === key || attr(t, 'name') === key)
      .map((t) => attr(t, 'content'))[0];
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta,
    canonical: tags
      .map((t) => (attr(t, 'rel') === 'canonical' ? attr(t, 'href') : undefined))
      .find(Boolean),
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : null,
  };
}

test("the e-book page's title, description, preview card and schema.org Book come in the HTML, without JavaScript", async ({
  request,
  browser,
  baseURL,
}) => {
  const url = `/ebooks/${library.txt.id}`;
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  const head = await headOf(await res.text());
  expect(head.title).toContain(txtBook.title);
  expect(head.meta('description')).toBe('திருக்குறளின் முதல் குறளும் யாழ்ப்பாணம் பற்றிய சிறு பகுதிகளும்.');
  expect(head.canonical).toBe(`${baseURL}${url}`);
  expect(head.meta('og:title')).toBe(`${txtBook.title} · ${txtBook.author}`);
  expect(head.meta('og:image')).toBe(`${baseURL}${url}/card.png`);
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.jsonLd).toMatchObject({ '@type': 'Book', name: txtBook.title, inLanguage: 'ta' });
  const card = await request.get(`${url}/card.png`);
  expect(card.headers()['content-type']).toBe('image/png');

  // A browser with scripts off sees the same head.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page).toHaveTitle(new RegExp(txtBook.title));
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    head.meta('description')!,
  );
  await context.close();
});

test('the sitemap lists every e-book page, robots.txt points to it, and an unknown path is a 404', async ({
  request,
  page,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const body = await sitemap.text();
  for (const book of [library.txt, library.epub, library.pdf]) {
    expect(body).toContain(`<loc>${baseURL}/ebooks/${book.id}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');

  for (const lang of LANGUAGES) {
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale(lang, 'common')('notFound.title'),
    );
  }
  expect((await request.get('/ebooks/999999')).status()).toBe(404);
});

for (const lang of LANGUAGES) {
  test(`[${lang}] the e-book page shows the book, reads and shares it, and lists related books`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = ebooksText(lang);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    // The card's title leads to the book's own page.
    await page.goto('/ebooks');
    await page
      .getByTestId('ebook-list')
      .getByRole('link', { name: txtBook.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ebooks/${library.txt.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(txtBook.title);
    await expect(page).toHaveTitle(new RegExp(txtBook.title));
    await expect(page.locator('dt', { hasText: t('page.language') })).toBeVisible();
    await expect(page.getByText('TXT', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('read-ebook')).toHaveAttribute(
      'href',
      `/ebooks/${library.txt.id}/read`,
    );
    await expect(page.getByRole('button', { name: t('card.download'), exact: true })).toBeVisible();

    // No share sheet in this browser: the link is copied, and a toast says so.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: t('page.share') }).click();
    await expect(page.getByText(t('page.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/ebooks/${library.txt.id}`,
    );

    await expect(page.getByTestId('related-ebooks').getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
