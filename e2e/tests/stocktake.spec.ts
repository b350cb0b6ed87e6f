import {
  createDb,
  EmbeddedAlreadyRunningError,
  openDatabase,
  runningEmbeddedDatabase,
} from '@app/db';
import type { APIRequestContext, Page } from '@playwright/test';
import { copyStatus, registerMember, verifiedCopy } from '../circulation';
import type { Site } from '../sites';
import { demo, expect, noHorizontalScroll, signIn, test, toast } from './fixtures';

/**
 * A stocktake (issue 29, decision 0045): a librarian counts a shelf range of the main library
 * by scanning (typed, and a USB scanner's key burst), and the result finds the copy planted
 * on that shelf and never scanned, the copy of another branch found there and the lent copy
 * found on the shelf; the missing copy is then marked MISSING. The screen fits a phone in
 * Tamil and Sinhala.
 */

/** Types `code` and Enter as a USB scanner does, into whatever has the focus. */
const scannerTypes = (page: Page, code: string) =>
  page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text.split(''), 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, code);

/**
 * Moves a copy to another branch in the site's database. The site has no transfers between
 * branches yet and its staff scan at the main library, so a copy of Nallur's is made here as
 * a data step, through the running site's own PostgreSQL (as `pnpm db:backup` reaches it).
 */
async function moveToBranch(site: Site, copyId: number, branchId: string) {
  let url: string | null;
  try {
    const target = await openDatabase({ dataDir: site.dataDir });
    await target.embedded?.stop();
    throw new Error('the site’s database was not running');
  } catch (error) {
    if (!(error instanceof EmbeddedAlreadyRunningError)) throw error;
    url = await runningEmbeddedDatabase(error);
  }
  if (!url) throw new Error('the site’s database address could not be read');
  const db = createDb(url, { max: 1 });
  try {
    await db.updateTable('bookInventory').set({ branchId }).where('id', '=', copyId).execute();
  } finally {
    await db.destroy();
  }
}

async function shelved(request: APIRequestContext, title: string, callNumber: string) {
  const copy = await verifiedCopy(request, title);
  const set = await request.put(`/api/inventory/${copy.id}`, { data: { callNumber } });
  expect(set.ok(), await set.text()).toBe(true);
  return copy;
}

test('a librarian counts a shelf, finds the planted missing copy and another branch’s, and marks it missing', async ({
  page,
  site,
}) => {
  // 57 s beside a full CI run on two cores (four copies scanned, verified and shelved first).
  test.setTimeout(90_000);
  await signIn(page, demo.librarian);
  const shelf = `T${Date.now() % 1e8}`;
  const onShelf = await shelved(page.request, `Stocktake shelf ${shelf}`, `${shelf} A`);
  const planted = await shelved(page.request, `Stocktake planted ${shelf}`, `${shelf} B`);
  const lent = await shelved(page.request, `Stocktake lent ${shelf}`, `${shelf} C`);
  const visitor = await shelved(page.request, `Stocktake visitor ${shelf}`, `${shelf} D`);
  await moveToBranch(site, visitor.id, 'NLR');
  const member = await registerMember(page.request, `Stocktake reader ${shelf}`);
  const lending = await page.request.post('/api/loans', {
    data: { memberNumber: member.memberNumber, sku: lent.sku },
  });
  expect(lending.status(), await lending.text()).toBe(201);

  await page.goto('/admin/inventory');
  await page.getByRole('link', { name: 'Stocktake' }).click();
  await expect(page.getByRole('heading', { name: 'Stocktake', level: 1 })).toBeVisible();
  await page.getByLabel('Branch').selectOption('JPL');
  await page.getByLabel('From call number').fill(shelf);
  await page.getByLabel('To call number').fill(shelf);
  await page.getByRole('button', { name: 'Start stocktake' }).click();
  await expect(page).toHaveURL(/\/stocktake\?id=\d+$/);
  await expect(page.getByTestId('stocktake-heading')).toContainText(`${shelf} to ${shelf}`);

  const scans = page.getByTestId('stocktake-scans');
  const code = page.getByLabel('Copy code');
  await code.fill(onShelf.sku);
  await code.press('Enter');
  await expect(scans.locator('li').first()).toContainText('On its shelf');
  // The USB scanner's burst, with the focus on no field.
  await code.blur();
  await scannerTypes(page, visitor.sku);
  await expect(scans.locator('li').first()).toContainText(visitor.sku);
  await expect(scans.locator('li').first()).toContainText('Belongs to Nallur');
  await scannerTypes(page, lent.sku);
  await expect(scans.locator('li').first()).toContainText('On loan');
  await code.fill('NOT-A-COPY-1');
  await code.press('Enter');
  await expect(scans.locator('li').first()).toContainText('No copy has this code');
  await code.fill(onShelf.sku);
  await code.press('Enter');
  await expect(scans.locator('li').first()).toContainText('already counted');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('stocktake-summary')).toContainText('1 of 2 expected copies seen');
  await expect(page.getByTestId('stocktake-missing')).toContainText(planted.sku);
  await expect(page.getByTestId('stocktake-missing')).not.toContainText(onShelf.sku);
  await expect(page.getByTestId('stocktake-wrongBranch')).toContainText(visitor.sku);
  await expect(page.getByTestId('stocktake-onLoan')).toContainText(lent.sku);
  await expect(page.getByTestId('stocktake-unknown')).toContainText('NOT-A-COPY-1');

  await page.getByRole('button', { name: 'Mark 1 copy missing' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Mark missing' }).click();
  await expect(toast(page, '1 copy marked missing.')).toBeVisible();
  await expect(page.getByTestId('stocktake-missing')).toContainText('None.');
  expect(await copyStatus(page.request, planted.id)).toBe('MISSING');
  expect(await copyStatus(page.request, onShelf.id)).toBe('VERIFIED');

  // A phone, in Tamil and Sinhala: the same screen, nothing to scroll sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [language, title] of [
    ['ta', 'இருப்புக் கணக்கெடுப்பு'],
    ['si', 'තොග ගණන් කිරීම'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('stocktake-missing')).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
  }
});
