import { expect, test } from './fixtures';

test('the scanner sends a visitor without a stored user to /login', async ({ page }) => {
  await page.goto('/scanner');
  await expect(page).toHaveURL(/\/login$/);
});

test('a patron is told the scanner is for librarians and sent home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ role: 'patron', displayName: 'Reader' })),
  );
  await page.goto('/scanner');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Scanner access is restricted to librarians only')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a forged stored librarian without a session is refused by the server', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ role: 'librarian', displayName: 'Forged' })),
  );
  await page.goto('/scanner');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const stats = await page.request.get('/api/inventory/stats');
  expect(stats.status()).toBe(401);
});
