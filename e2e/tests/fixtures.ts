import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startSite, type Site } from '../sites';

/** The demo staff that `SEED=demo` creates and prints (apps/api/src/auth/bootstrap.ts). */
export const demo = {
  super_admin: {
    email: 'admin@jaffnalibrary.lk',
    password: 'palmyra-admin-2026',
    name: 'Tharshini Sivakumar',
  },
  librarian: {
    email: 'librarian@jaffnalibrary.lk',
    password: 'palmyra-librarian-2026',
    name: 'Nimal Perera',
  },
} as const;

/**
 * Each worker tests a site of its own (`site`, started on first use and stopped with the
 * worker), and every page and request of its tests goes there unless a file sends them
 * elsewhere (`test.use({ baseURL })`, as at-size.spec.ts does for the large site).
 */
export const siteTest = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures it needs from this pattern
    async ({}, use, workerInfo) => {
      const site = await startSite(workerInfo.parallelIndex);
      await use(site);
      await site.stop();
    },
    // A new embedded database is made, migrated and seeded first: a minute on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

/** Every page fails its test if the browser reports a Content-Security-Policy violation. */
export const test = siteTest.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The toast saying `text` (a status, or an alert when destructive). */
export const toast = (page: Page, text: string) =>
  page.locator('li > [role="status"], li > [role="alert"]').filter({ hasText: text }).first();

/**
 * Signs in through the /login page as one of the demo accounts and waits for the dashboard:
 * sign-in goes to /admin, which opens its default section, /admin/books.
 */
export async function signIn(page: Page, account: (typeof demo)[keyof typeof demo]) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
}

/**
 * The staff dashboard's link to one of its sections (`name` and the navigation's `label` in
 * the page's language; English by default).
 */
export const sectionLink = (page: Page, name: string, label = 'Dashboard sections') =>
  page.getByRole('navigation', { name: label }).getByRole('link', { name, exact: true });

/** The dashboard's section on show: a region named after it. */
export const shownSection = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/** Opens a dashboard section from its navigation and waits until it is the current page. */
export async function openSection(page: Page, name: string, label?: string) {
  await sectionLink(page, name, label).click();
  await expect(sectionLink(page, name, label)).toHaveAttribute('aria-current', 'page');
}

/**
 * Resolves once a marker request that the page sends now has been reported. The page's
 * requests are reported in the order it sends them, so whatever an earlier action sent has
 * been counted by then: a test that expects "nothing was sent" waits on this, not on a clock.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/api/health?marker=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => void fetch(url), marker),
  ]);
}

/**
 * Resolves after the tasks the page had queued: React's scheduler works in message events, so
 * an update that an observer or a timer started has rendered and run its effects by then.
 * Message events run under a paused `page.clock`, unlike timers and animation frames.
 */
export async function queuedTasksRun(page: Page, hops = 3): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const { port1, port2 } = new MessageChannel();
        let left = count;
        port1.onmessage = () => (--left > 0 ? port2.postMessage(null) : resolve());
        port2.postMessage(null);
      }),
    hops,
  );
}

/**
 * The ISBNs waiting on this device to be sent (the scanner's IndexedDB queue). Never creates
 * the database: opening one that does not exist yet is aborted, and answers none.
 */
export async function pendingScansOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('jaffna-library');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('pending-scans')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('pending-scans').objectStore('pending-scans').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { isbn: string }[]).map((scan) => scan.isbn));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Holds every answer to `jobs.get` until the returned function is called, so a test sees a job
 * as it was queued, or mid-way, before the server reports how it went.
 */
export async function holdJobAnswers(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('jobs.get'),
    async (route) => {
      await held;
      // A reload abandons what it had asked; such a request cannot go on.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

let isbnCount = 0;
/**
 * A valid ISBN-13 no catalogue knows and no other test scans, so a copy scanned with it makes a
 * title of its own (a copy with a known ISBN joins that ISBN's title).
 */
export function uniqueIsbn(): string {
  const body = `979${String(Date.now() % 1e8).padStart(8, '0')}${++isbnCount % 10}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Whether the page fits its width (nothing to scroll sideways on a phone). */
export const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The desk, as an API client signed in as the demo librarian (the site's English). */
export async function deskClient(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const desk = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  await desk.post('/api/auth/login', {
    data: { email: demo.librarian.email, password: demo.librarian.password },
  });
  return desk;
}
