import AxeBuilder from '@axe-core/playwright';
import { demo, expect, holdJobAnswers, openSection, signIn, test, toast } from './fixtures';

test('a selection is imported by one job: its progress, its outcome, and the outcome again after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, demo.librarian);
  await openSection(page, 'E-books');
  const panel = page.getByRole('region', { name: 'Import Free E-books' });
  // Open Library: the dashboard tests import from Project Gutenberg only.
  await panel.getByLabel('Source').selectOption('openlibrary');
  await panel.getByLabel('Search the catalogue').fill('origin');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const results = panel.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  const titles: string[] = [];
  const rows = results.getByRole('listitem');
  for (let i = 0; i < (await rows.count()) && titles.length < 3; i++) {
    const box = rows.nth(i).getByRole('checkbox');
    if (!(await box.isEnabled())) continue;
    await box.check();
    titles.push((await rows.nth(i).locator('label').innerText()).trim());
  }
  expect(titles).toHaveLength(3);

  const release = await holdJobAnswers(page);
  await panel.getByRole('button', { name: 'Import Selected (3)' }).click();
  // The server answers at once with the job queued; the address keeps it.
  const job = panel.getByTestId('import-job');
  await expect(job).toContainText('Waiting to start');
  await expect(job).toContainText('0 of 3 imported');
  const bar = job.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('value', '0');
  await expect(bar).toHaveAttribute('max', '3');
  await expect(page).toHaveURL(/[?&]importJob=[0-9a-f-]{36}(&|$)/);
  const address = page.url();
  await expect(panel.getByRole('button', { name: 'Import Selected (3)' })).toBeDisabled();

  release();
  await expect(job).toHaveAttribute('data-state', 'completed', { timeout: 20_000 });
  await expect(job).toContainText('3 of 3 imported');
  await expect(bar).toHaveAttribute('value', '3');
  const outcome = job.getByRole('list', { name: 'Import outcome' }).getByRole('listitem');
  await expect(outcome).toHaveText(['Imported: 3', 'Already in the library: 0', 'Not imported: 0']);
  await expect(toast(page, 'Bulk import completed')).toContainText('Imported 3 books successfully');
  for (const title of titles)
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();

  // A reload: the search results are gone, the job's outcome is not.
  await page.reload();
  await expect(page).toHaveURL(address);
  const again = page.getByRole('region', { name: 'Import Free E-books' }).getByTestId('import-job');
  await expect(again).toHaveAttribute('data-state', 'completed');
  await expect(again).toContainText('Bulk import completed');
  await expect(again).toContainText('3 of 3 imported');
  await expect(again.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'value',
    '3',
  );
  await expect(
    again.getByRole('list', { name: 'Import outcome' }).getByRole('listitem'),
  ).toHaveText(['Imported: 3', 'Already in the library: 0', 'Not imported: 0']);
  // Announced once, when it ended, not again on every reload.
  await expect(toast(page, 'Bulk import completed')).toHaveCount(0);
  const found = await new AxeBuilder({ page }).include('[data-testid="import-job"]').analyze();
  expect(found.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);

  await again.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(again).toHaveCount(0);
  await expect(page).not.toHaveURL(/importJob=/);
  await expect(page).toHaveURL(/\/admin\/ebooks$/);
});
