import { randomUUID } from 'node:crypto';
import { chromiumLaunch } from '../playwright.config';
import { media } from '../media';
import { demo, expect, holdJobAnswers, pendingScansOnDevice, signIn, test } from './fixtures';

// Chromium's fake camera plays a video of Twilight's EAN-13 barcode (global-setup.ts).
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${media.cameraVideo}`,
    ],
  },
});

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.librarian);
  await page.goto('/scanner');
  await expect(page.getByRole('heading', { name: 'Book Scanner' })).toBeVisible();
});

test('a librarian scans a barcode with the camera and the book is saved for review', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Camera' }).click();
  await page.getByTestId('camera-start').click();
  const banner = page.getByTestId('saved-banner');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('saved-title')).toContainText('Twilight');
  await expect(page.getByTestId('saved-author')).toContainText('Stephenie Meyer');
  await expect(page.getByTestId('saved-sku')).toContainText(/JPL-9780316015844-\d{3}/);
  // One read, one copy: the camera stops itself.
  await expect(page.getByTestId('camera-start')).toBeVisible();
  await expect(page.locator('#scanner-camera-reader video')).toHaveCount(0);
  const latest = page.getByTestId('recent-scan').first();
  await expect(latest).toHaveAttribute('data-success', 'true');
  await expect(latest).toContainText('Twilight');
});

test('a typed ISBN is saved, and a wrong check digit is refused with the reason', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Manual' }).click();
  const isbn = page.getByLabel('ISBN', { exact: true });
  const pendingBefore = Number(
    await page
      .getByTestId('stat-pending')
      .innerText()
      .then((t) => t.match(/\d+/)?.[0] ?? '0'),
  );

  await isbn.fill('978-606-7580-64-8');
  await isbn.press('Enter');
  await expect(page.getByText('✅ Book Added Successfully!')).toBeVisible();
  await expect(page.getByTestId('saved-title')).toHaveText('Dune');
  await expect(isbn).toHaveValue('');
  await expect(page.getByTestId('stat-pending')).toContainText(String(pendingBefore + 1));

  await isbn.fill('9780316015845');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByText('❌ Scan Failed')).toBeVisible();
  await expect(page.getByText(/check digit is wrong/).first()).toBeVisible();
  await expect(page.getByTestId('recent-scan').first()).toHaveAttribute('data-success', 'false');

  // The refused number stays in the field to be corrected; blank input never reaches the server.
  await expect(isbn).toHaveValue('9780316015845');
  await isbn.fill('');
  await expect(page.getByTestId('manual-submit')).toBeDisabled();
  await isbn.fill('   ');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByText('Please enter an ISBN number')).toBeVisible();
});

test('a photographed Tamil cover is read offline by a job: the banner shows the reading, outlives a reload and fills in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The reading's progress is held back until released, so the banner is seen while it runs.
  const release = await holdJobAnswers(page);
  await page.getByRole('tab', { name: 'Image' }).click();
  await page.getByTestId('image-input').setInputFiles(media.coverPhoto);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByTestId('image-process').click();
  // Saved at once, awaiting review; its cover is read by a job.
  const reading = page.getByTestId('saved-reading');
  await expect(reading).toContainText('Reading the cover: 0 of 1 photo read…');
  const bar = reading.getByRole('progressbar', { name: 'Cover reading progress' });
  await expect(bar).toHaveAttribute('value', '0');
  await expect(bar).toHaveAttribute('max', '1');
  await expect(page.getByRole('img', { name: 'Photo 1' })).toHaveCount(0);
  const sku = await page.getByTestId('saved-sku').innerText();
  expect(sku).toMatch(/JPL-U\d{8}-\d{3}/);

  // A reload mid-reading: the tab kept the banner, which shows before the server says anything.
  await page.reload();
  await expect(page.getByTestId('saved-sku')).toHaveText(sku);
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByTestId('saved-title')).toHaveText(media.coverTitle, { timeout: 60_000 });
  await expect(reading).toHaveCount(0);
});

test('an ISBN typed while offline waits on the device and is sent when the connection returns', async ({
  page,
  context,
}) => {
  await page.getByRole('tab', { name: 'Manual' }).click();
  const isbn = page.getByLabel('ISBN', { exact: true });
  await context.setOffline(true);
  await isbn.fill('9780141439518');
  await isbn.press('Enter');
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await expect(page.getByTestId('pending-scans')).toContainText('9780141439518');
  await expect(isbn).toHaveValue('');
  // Kept in IndexedDB, where a closed tab or a restarted phone does not lose it.
  expect(await pendingScansOnDevice(page)).toEqual(['9780141439518']);
  await context.setOffline(false);
  await expect(page.getByTestId('pending-scans')).toHaveCount(0);
  await expect(page.getByTestId('recent-scan').first()).toContainText('Pride and Prejudice');
  expect(await pendingScansOnDevice(page)).toEqual([]);
});

test('a scan left waiting by the earlier version (localStorage) is sent once, however often it is re-sent', async ({
  page,
}) => {
  const waiting = {
    clientScanId: randomUUID(),
    isbn: '9786067580648',
    scanType: 'barcode',
    queuedAt: new Date().toISOString(),
  };
  const totalBefore = await page.request.get('/api/inventory/stats').then((r) => r.json());
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      (scan) => localStorage.setItem('scanner.pendingScans', JSON.stringify([scan])),
      waiting,
    );
    await page.reload();
    // The scanner must be open first: on the boot screen there is no list at all, so an empty
    // list would prove nothing. Once open, the list empties when the server has the scan.
    await expect(page.getByRole('heading', { name: 'Book Scanner' })).toBeVisible();
    await expect(page.getByTestId('pending-scans')).toHaveCount(0);
  }
  const totalAfter = await page.request.get('/api/inventory/stats').then((r) => r.json());
  expect(totalAfter.total).toBe(totalBefore.total + 1);
});
