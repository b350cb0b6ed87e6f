import { expect, test } from './fixtures';

const languages = [
  {
    code: 'en',
    option: 'English',
    name: 'Jaffna Public Library',
    books: 'Our Collection',
    poetry: 'Poetry',
  },
  {
    code: 'ta',
    option: 'தமிழ்',
    name: 'யாழ்ப்பாணப் பொது நூலகம்',
    books: 'எமது நூல் தொகுப்பு',
    poetry: 'கவிதை',
  },
  {
    code: 'si',
    option: 'සිංහල',
    name: 'යාපනය මහජන පුස්තකාලය',
    books: 'අපගේ පොත් එකතුව',
    poetry: 'කාව්‍ය',
  },
] as const;

for (const lang of languages) {
  test(`home page in ${lang.code}: the library's name leads, seeded books load from the database`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox').selectOption(lang.code);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.name);
    await expect(page.getByRole('heading', { name: lang.books })).toBeVisible();

    const list = page.getByTestId('book-list');
    await expect(list.getByRole('heading', { name: 'திருக்குறள்' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'මඩොල් දූව' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'A Brief History of Time' })).toBeVisible();

    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.name);

    // Choosing a genre narrows the list to it.
    await page.getByRole('button', { name: lang.poetry, exact: true }).click();
    await expect(list.getByRole('heading', { name: 'A Brief History of Time' })).toHaveCount(0);
    await expect(list.getByRole('heading', { name: 'திருக்குறள்' })).toBeVisible();
  });
}

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
