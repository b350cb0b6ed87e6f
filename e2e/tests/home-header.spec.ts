import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Puts a signed-in user in the browser's storage, as /login leaves it. */
async function storeUser(page: Page, role: string) {
  await page.addInitScript(
    (value) => localStorage.setItem('user', JSON.stringify({ role: value, displayName: 'Kavya' })),
    role,
  );
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header links jump to each section; Digital Library opens /ebooks', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Books',
      'Digital Library',
      'Events',
      'Newsletter',
    ]);
    // Checked once the header is there: on the boot screen there is no menu button at all.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');

    for (const [link, section] of [
      ['About', '#about'],
      ['Books', '#collection'],
      ['Events', '#events'],
      ['Newsletter', '#join'],
      ['Home', '#home'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.locator(section)).toBeInViewport();
      await expect(page.locator(section)).toBeFocused();
      // The header stays on top of the page and never hides the section's start.
      await expect(header).toBeInViewport();
      // Once the smooth scroll settles, the section starts just below the sticky header.
      const bottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
      await expect
        .poll(() => page.locator(section).evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(bottom - 1);
      await expect
        .poll(() => page.locator(section).evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThanOrEqual(bottom + 16);
    }

    await header.getByRole('link', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Join our newsletter' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Digital Library' }).click();
    await expect(page).toHaveURL(/\/ebooks$/);
    // Back on another page, a section link opens the home page at that section.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a section link on another page opens the home page at that section', async ({ page }) => {
    await page.goto('/no/such/page');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Events' })
      .click();
    await expect(page).toHaveURL(/\/#events$/);
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeInViewport();
  });

  test('visitors and patrons see the staff login; staff see the admin dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    // The staff login first: an absent button proves nothing until the header is on the page.
    await expect(header.getByRole('link', { name: 'Staff login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Staff login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const role of ['super_admin', 'librarian'] as const) {
    test(`a stored ${role} sees the admin dashboard button`, async ({ page }) => {
      await storeUser(page, role);
      await page.goto('/');
      const header = page.locator('header').first();
      await expect(header.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
        'href',
        '/admin',
      );
      await expect(header.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
    });
  }

  test('a stored patron sees their name, their account and a way to sign out', async ({ page }) => {
    await storeUser(page, 'patron');
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByText('Kavya')).toBeVisible();
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  });

  test('the language selector: English first, saved, sets <html lang>, restored on load', async ({
    page,
  }) => {
    await page.goto('/');
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(select.locator('option')).toHaveText(['English', 'සිංහල', 'தமிழ்']);

    await select.selectOption('si');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: 'ප්‍රධාන මෙනුව' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('si');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('combobox', { name: 'භාෂාව' })).toHaveValue('si');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  const menuItems = [
    { name: 'Home', target: '#home' },
    { name: 'About', target: '#about' },
    { name: 'Books', target: '#collection' },
    { name: 'Events', target: '#events' },
    { name: 'Newsletter', target: '#join' },
    { name: 'Subscribe', target: '#join' },
  ];

  test('the menu opens and closes with its button and closes after every link', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await close.click();
    await expect(nav).toBeHidden();

    for (const item of menuItems) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#site-menu').getByRole('link', { name: item.name, exact: true }).click();
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.locator(item.target)).toBeInViewport();
    }

    // Leaving the page closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Digital Library' }).click();
    await expect(page).toHaveURL(/\/ebooks$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Staff login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the menu works from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Books' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.locator('#collection')).toBeInViewport();
    await expect(page.locator('#collection')).toBeFocused();
  });

  for (const lang of [
    { code: 'ta', open: 'பட்டியைத் திறக்க', about: 'எம்மைப் பற்றி' },
    { code: 'si', open: 'මෙනුව විවෘත කරන්න', about: 'අප ගැන' },
  ]) {
    test(`the menu in ${lang.code} closes after a link`, async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('language', code), lang.code);
      await page.goto('/');
      await page.getByRole('button', { name: lang.open }).click();
      await page.locator('#site-menu').getByRole('link', { name: lang.about }).click();
      await expect(page.locator('#site-menu')).toBeHidden();
      await expect(page.locator('#about')).toBeInViewport();
    });
  }
});
