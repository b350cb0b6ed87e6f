import type { Page } from '@playwright/test';
import { registerMember } from '../circulation';
import { demo, expect, signIn, test, uniqueIsbn } from './fixtures';

/**
 * A USB barcode scanner is a keyboard that types a code in a burst and presses Enter (issue
 * 29). The desk and the scanner screen read such a burst when their field does not have the
 * focus, as after clicking a button. The burst is sent into the page as the scanner would
 * type it (keys a few milliseconds apart, which a test driving the keyboard from outside the
 * browser cannot promise on a busy machine); `lib/scanner-keys.test.ts` covers the timing.
 */

/** Types `code` and Enter, as a scanner does, into whatever has the focus. */
const scannerTypes = (page: Page, code: string) =>
  page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text.split(''), 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, code);

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.librarian);
});

test('the desk reads a member card from a USB scanner while its field has lost the focus', async ({
  page,
}) => {
  const member = await registerMember(page.request, `ஸ்கானர் வாசகர் ${Date.now()}`);
  await page.goto('/desk');
  await page.getByTestId('desk-scan').blur();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await scannerTypes(page, member.memberNumber);
  await expect(page.getByTestId('desk-member')).toContainText(member.memberNumber);
  // The field has the focus back, for the next scan.
  await expect(page.getByTestId('desk-scan')).toBeFocused();
});

test('the scanner screen saves a book whose barcode a USB scanner typed, whatever has the focus', async ({
  page,
}) => {
  await page.goto('/scanner');
  await page.getByRole('tab', { name: 'Camera' }).click();
  const isbn = uniqueIsbn();
  await scannerTypes(page, isbn);
  await expect(page.getByTestId('saved-banner')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('saved-sku')).toContainText(`JPL-${isbn}-`);
});
