import { localeFile } from '../locales';
import { demo, expect, openSection, sectionLink, shownSection, signIn, test } from './fixtures';

const en = {
  dashboard: localeFile('en', 'dashboard'),
  audit: localeFile('en', 'audit'),
};
const text = (tree: unknown, path: string) =>
  path.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;

test('a super admin finds who deleted a book in the audit trail, filters it and exports it', async ({
  page,
  request,
}) => {
  // A librarian's change, made through the API (the dashboard's own forms have their tests).
  const librarian = await request.post('/api/auth/login', { data: demo.librarian });
  expect(librarian.ok()).toBe(true);
  const added = await request.post('/api/admin/books', {
    data: { title: 'Audit trail witness', author: 'E2E', genre: 'history' },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  expect((await request.delete(`/api/admin/books/${id}`)).ok()).toBe(true);

  await signIn(page, demo.super_admin);
  await openSection(page, text(en.dashboard, 'tabs.audit'));
  const panel = shownSection(page, text(en.dashboard, 'tabs.audit'));
  await expect(panel.getByRole('heading', { name: text(en.audit, 'title') })).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: 'books.delete' }).first();
  await expect(row).toContainText(demo.librarian.email);
  await expect(row).toContainText('Audit trail witness → —');

  // Only that kind of action: every row says so.
  await panel.getByLabel(text(en.audit, 'filters.kind')).selectOption('books.delete');
  await expect(panel.getByRole('row').nth(1)).toContainText('books.delete');
  for (const cell of await panel.getByRole('row').all()) {
    const content = await cell.textContent();
    if (content?.includes('books.')) expect(content).toContain('books.delete');
  }

  const exportLink = panel.getByRole('link', { name: text(en.audit, 'export') });
  await expect(exportLink).toHaveAttribute('href', /\/api\/audit\/export\?kind=books.delete/);
  const download = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(download.headers()['content-type']).toContain('text/csv');
  expect(await download.text()).toContain('books.delete');
});

test('a librarian has no audit tab, and the trail refuses them', async ({ page }) => {
  await signIn(page, demo.librarian);
  await expect(sectionLink(page, text(en.dashboard, 'tabs.staff'))).toHaveCount(0);
  await expect(sectionLink(page, text(en.dashboard, 'tabs.audit'))).toHaveCount(0);
  // The section's own address sends them to the default one.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/books$/);
  expect((await page.request.get('/api/audit')).status()).toBe(403);
});
