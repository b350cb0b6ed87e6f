import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { ensureTestLibrary, ebooksText, txtBook, type TestLibrary } from '../ebook-files';
import { chromiumLaunch } from '../playwright.config';
import { demo, expect, pendingScansOnDevice, signIn, test } from './fixtures';

/**
 * The site as an installed app with patchy data: each case is proved with the browser's network
 * switched off (`context.setOffline(true)`), after one visit with it on.
 */
/** The service worker of the build the suite's server serves (apps/web/dist). */
const SERVICE_WORKER = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'web',
  'dist',
  'sw.js',
);

let library: TestLibrary;
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });
test.beforeAll(async ({ site }) => {
  library = await ensureTestLibrary(site.url);
});

/** Waits until the service worker has installed (the whole app shell cached) and controls the page. */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test('Chromium finds the site installable: manifest in three scripts, icons, a service worker', async ({
  request,
  baseURL,
}) => {
  // A normal profile: Chromium never offers to install from an incognito one.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'library-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumLaunch.executablePath,
    args: chromiumLaunch.args,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await offlineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toContain('Jaffna Public Library');
  expect(manifest.name).toContain('யாழ்ப்பாணப் பொது நூலகம்');
  expect(manifest.name).toContain('යාපනය මහජන පුස්තකාලය');
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
});

test('with no connection the home page and the Digital Library open with their last data', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await offlineReady(page);
  // Once the worker is in charge, what the pages fetch is kept.
  await page.reload();
  await expect(page.getByTestId('event-list')).toBeVisible();
  await page.goto('/ebooks');
  await expect(page.getByTestId('ebook-list').getByRole('article').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('event-list')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toContainText('You are offline');
  await page.goto('/ebooks');
  await expect(
    page.getByTestId('ebook-list').getByRole('article', { name: txtBook.title, exact: true }),
  ).toBeVisible();
  await context.setOffline(false);
});

/** Every answer the service worker keeps for reading offline (its data caches, by URL). */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('data')) continue;
      for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    }
    return kept.sort();
  });
}

test('answers made for a signed-in browser are never kept offline, and signing out forgets every kept answer', async ({
  page,
}) => {
  await page.goto('/');
  await offlineReady(page);
  await page.reload();
  await expect(page.getByTestId('event-list')).toBeVisible();
  // A visitor's public answers are kept (the worker keeps each before the page gets it).
  const visitor = await keptAnswers(page);
  expect(visitor.length).toBeGreaterThan(0);

  await signIn(page, demo.librarian);
  // Staff reading the public pages: the same procedures, answered to a session.
  await page.goto('/ebooks');
  await expect(page.getByTestId('ebook-list').getByRole('article').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('event-list')).toBeVisible();
  expect(await keptAnswers(page)).toEqual(visitor);

  // Whatever was kept before (here, an earlier version's answer) goes at sign-out.
  await page.evaluate(async () => {
    const cache = await caches.open('public-data-v2');
    await cache.put('/__offline/trpc/ebooks.byId?input=earlier', new Response('{"result":{}}'));
    await (await caches.open('public-data')).put('/__offline/trpc/staff', new Response('{}'));
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const after = await keptAnswers(page);
  expect(after.filter((url) => url.includes('earlier') || url.endsWith('/staff'))).toEqual([]);
  expect(await page.evaluate(() => caches.has('public-data'))).toBe(false);
});

test('the scanner opens offline; a scan taken there survives a browser restart and is sent exactly once', async ({
  baseURL,
}) => {
  const isbn = '9780140449136';
  const profile = mkdtempSync(path.join(os.tmpdir(), 'library-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: chromiumLaunch.executablePath,
      args: chromiumLaunch.args,
      baseURL,
    });
  let context: BrowserContext = await launch();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, demo.librarian);
    await page.goto('/scanner');
    await offlineReady(page);
    const before = (await (await page.request.get('/api/inventory/stats')).json()) as {
      total: number;
    };

    await context.setOffline(true);
    await page.goto('/scanner');
    await expect(page.getByRole('heading', { name: 'Book Scanner' })).toBeVisible();
    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByLabel('ISBN', { exact: true }).fill(isbn);
    await page.getByLabel('ISBN', { exact: true }).press('Enter');
    await expect(page.getByTestId('pending-scans')).toContainText(isbn);
    await context.close();

    // The phone restarts, still without a connection: the scan is still there.
    context = await launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/scanner');
    await expect(page.getByTestId('pending-scans')).toContainText(isbn);
    expect(await pendingScansOnDevice(page)).toEqual([isbn]);
    // A second tab comes back online at the same moment: still one copy.
    const second = await context.newPage();
    await second.goto('/scanner');
    await expect(second.getByTestId('pending-scans')).toContainText(isbn);

    await context.setOffline(false);
    await expect(page.getByTestId('pending-scans')).toHaveCount(0);
    await expect(second.getByTestId('pending-scans')).toHaveCount(0);
    const after = (await (await page.request.get('/api/inventory/stats')).json()) as {
      total: number;
    };
    expect(after.total).toBe(before.total + 1);
    const copies = (await (
      await page.request.get(`/api/inventory?q=${isbn}&limit=200`)
    ).json()) as { isbn: string | null }[];
    expect(copies.filter((copy) => copy.isbn === isbn)).toHaveLength(1);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an e-book read once opens again with no connection, and the reader says it is kept', async ({
  page,
  context,
}) => {
  const t = ebooksText('en');
  await page.goto('/');
  await offlineReady(page);
  await page.goto(`/ebooks/${library.txt.id}/read`);
  await expect(page.getByTestId('reader-stage')).toContainText('அகர முதல');
  await expect(page.getByTestId('offline-status')).toContainText(t('reader.offline'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('reader-stage')).toContainText('அகர முதல');
  await page.getByTestId('offline-status').click();
  await expect(page.getByTestId('offline-books')).toContainText(txtBook.title);
  await page.keyboard.press('Escape');
  // The book's own page says so too.
  await page.goto(`/ebooks/${library.txt.id}`);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await context.setOffline(false);
});

test('a new version is offered, not applied, until the reader accepts it; then the page reloads into it', async ({
  page,
}) => {
  await page.goto('/');
  await offlineReady(page);
  // The server now has a new version of the site: its service worker changed (as a deploy
  // changes it); put back afterwards.
  const original = readFileSync(SERVICE_WORKER, 'utf8');
  writeFileSync(SERVICE_WORKER, `${original}\n// the next version\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    writeFileSync(SERVICE_WORKER, original);
  }
  const offer = page.getByTestId('connection-banner');
  await expect(offer).toContainText('A new version of the site is ready.');
  // Offered, not applied: the page goes on with the version it started with.
  const marker = await page.evaluate(() => {
    (window as unknown as { stillOld: boolean }).stillOld = true;
    return navigator.serviceWorker.controller?.state;
  });
  expect(marker).toBe('activated');
  await page.getByRole('link', { name: 'Digital Library' }).first().click();
  await expect(page.getByTestId('ebook-list')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillOld?: boolean }).stillOld)).toBe(
    true,
  );

  await Promise.all([page.waitForEvent('load'), page.getByTestId('apply-update').click()]);
  await expect(page.getByTestId('ebook-list')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { stillOld?: boolean }).stillOld),
  ).toBeUndefined();
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting,
  );
  expect(waiting).toBeNull();
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
});
