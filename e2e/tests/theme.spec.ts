import AxeBuilder from '@axe-core/playwright';
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

for (const path of ['/', '/ebooks']) {
  test(`axe finds nothing serious on ${path} in the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'dark');
    await page.locator('footer').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
    expect(bad).toEqual([]);
  });
}
