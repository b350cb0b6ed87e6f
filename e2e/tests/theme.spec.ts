import { expect, test } from './fixtures';

test('the site follows the device’s dark preference, and the toggle’s choice is remembered', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/ebooks');
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAccessibleName('Switch to the dark theme');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    darkBackground,
  );
  await page.reload();
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'light');
});
