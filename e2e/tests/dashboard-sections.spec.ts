import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { locale } from '../locales';
import { demo, expect, openSection, sectionLink, signIn, test, toast } from './fixtures';

/** Kept as test artefacts: the dashboard's first screen on a phone, in each language. */
const SHOTS = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the old tab addresses open their sections with their search; /admin opens books', async ({
  page,
}) => {
  // Nine page loads.
  test.setTimeout(60_000);
  await signIn(page, demo.librarian);
  const moves: [from: string, to: string][] = [
    ['/admin?tab=events&when=past&page=2', '/admin/events?when=past&page=2'],
    ['/admin?tab=inventory&status=VERIFIED&q=Knox', '/admin/inventory?status=VERIFIED&q=Knox'],
    ['/admin?tab=ebooks&genre=poetry', '/admin/ebooks?genre=poetry'],
    ['/admin?page=2', '/admin/books?page=2'],
    ['/admin?tab=nonsense', '/admin/books'],
    ['/admin/', '/admin/books'],
  ];
  for (const [from, to] of moves) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${escape(to)}$`));
  }
  // The section reads its own search from the address it landed on.
  await page.goto('/admin?tab=inventory&status=VERIFIED&q=Knox');
  await expect(page.getByRole('tab', { name: 'Verified' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('searchbox', { name: 'Search by title, author or ISBN' }),
  ).toHaveValue('Knox');
  // A librarian asking for a super admin's section gets the default one.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/books$/);
});

test('a quick action opens its section with the Add dialog; closing leaves the bare address', async ({
  page,
}) => {
  await signIn(page, demo.librarian);
  await openSection(page, 'Overview');
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Add Book' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Book' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/books\?add=true$/);
  await expect(sectionLink(page, 'Books')).toHaveAttribute('aria-current', 'page');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/books$/);
  // The dialog was no step of its own: Back returns to the section before.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test('a patron at a staff screen is told it is for staff and sent home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ role: 'patron', displayName: 'Reader' })),
  );
  for (const screen of ['/admin/events', '/desk']) {
    await page.goto(screen);
    await expect(toast(page, 'Access Denied')).toContainText(
      "These screens are for the library's staff only",
    );
    await expect(page).toHaveURL(/\/$/);
  }
});

for (const lang of ['en', 'ta', 'si'] as const) {
  test(`on a phone the dashboard's sections are at the top of the page, in ${lang}`, async ({
    page,
  }) => {
    const say = locale(lang, 'dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.librarian);
    await page.addInitScript((code) => localStorage.setItem('language', code), lang);
    await page.goto('/admin/newsletter');
    const sections = page.getByRole('navigation', { name: say('tabs.label') });
    await expect(sections).toBeVisible();
    const nav = (await sections.boundingBox())!;
    const quick = (await page
      .getByRole('navigation', { name: say('quickActions.label') })
      .boundingBox())!;
    const figures = (await page.getByRole('list', { name: say('stats.label') }).boundingBox())!;
    // Within the first screen, before the quick actions and the figures: not two screens down.
    expect(nav.y + nav.height).toBeLessThanOrEqual(844);
    expect(nav.y).toBeLessThan(quick.y);
    expect(nav.y).toBeLessThan(figures.y);
    // The row scrolls sideways on a phone, with the section on show in view.
    await expect(sectionLink(page, say('tabs.newsletter'), say('tabs.label'))).toBeInViewport();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `dashboard-${lang}-390.png`) });
  });
}
