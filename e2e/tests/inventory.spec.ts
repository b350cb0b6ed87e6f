import { readFileSync } from 'node:fs';
import { code128Of } from '../circulation';
import { media } from '../media';
import { demo, expect, openSection, signIn, test } from './fixtures';

/** Copies to review, scanned through the real endpoint with the librarian's session. */
const books = {
  pride: { isbn: '9780141439518', title: 'Pride and Prejudice' },
  ponniyin: { isbn: '9788184930344', title: 'பொன்னியின் செல்வன்' },
  unknown: { isbn: '9780000000002', title: 'Unknown Title' },
};

test('a librarian verifies, rejects and labels scanned copies in the inventory panel', async ({
  page,
  context,
}) => {
  // The cover photo is read by offline OCR in a job: a few seconds on two cores.
  test.setTimeout(90_000);
  await signIn(page, demo.librarian);
  const skus: Record<string, string> = {};
  for (const [key, book] of Object.entries(books)) {
    const res = await page.request.post('/api/inventory/process-scan', {
      data: { isbn: book.isbn, scanType: 'manual' },
    });
    expect(res.status()).toBe(200);
    skus[key] = (await res.json()).sku;
  }
  await page.reload();
  await openSection(page, 'Inventory');
  const panel = page.getByRole('region', { name: 'Inventory items' });
  await expect(panel.getByRole('article', { name: books.pride.title })).toBeVisible();

  // Search narrows the list on title, author or ISBN.
  await page.getByLabel('Search by title, author or ISBN').fill('austen');
  await expect(panel.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Search by title, author or ISBN').fill('');

  // Verify with notes.
  await panel.getByRole('button', { name: `Verify: ${books.pride.title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification notes').fill('Spine and title page checked');
  await dialog.getByLabel('Call number').fill('823.7 AUS');
  await dialog.getByRole('button', { name: 'Confirm verification' }).click();
  await expect(page.getByText('Item verified successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Verified' }).click();
  const verified = panel.getByRole('article', { name: books.pride.title });
  await expect(verified).toBeVisible();
  await expect(verified.getByRole('button', { name: /^Verify/ })).toHaveCount(0);

  // Reject: it asks first, and Cancel (which has the focus) changes nothing.
  await page.getByRole('tab', { name: 'All' }).click();
  const reject = panel.getByRole('button', { name: `Reject: ${books.unknown.title}` }).first();
  await reject.click();
  const confirm = page.getByRole('dialog', { name: `Reject “${books.unknown.title}”?` });
  await expect(confirm).toContainText('The copy is archived');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(reject).toBeVisible();
  await reject.click();
  await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Item rejected')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(panel.getByRole('article', { name: books.unknown.title })).toBeVisible();

  // A QR code, only once.
  await page.getByRole('tab', { name: 'All' }).click();
  await panel.getByRole('button', { name: `Generate QR: ${books.ponniyin.title}` }).click();
  await expect(page.getByText('QR code generated successfully')).toBeVisible();
  await expect(
    panel.getByRole('button', { name: `Generate QR: ${books.ponniyin.title}` }),
  ).toHaveCount(0);
  await panel.getByRole('button', { name: `View details: ${books.ponniyin.title}` }).click();
  await expect(
    page.getByRole('dialog').getByRole('img', { name: `QR code for copy ${skus.ponniyin}` }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // Export the list as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain(skus.pride);
  expect(csv).toContain(books.ponniyin.title);

  // The label sheet, and the public page its QR code opens.
  const [sheet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print labels' }).click(),
  ]);
  await expect(sheet.getByRole('heading', { name: 'Copy labels' })).toBeVisible();
  await expect(sheet.getByRole('img', { name: `QR code for ${skus.pride}` })).toBeVisible();
  // Beside it the code as Code 128, which a desk's USB scanner reads.
  const barcode = sheet.getByRole('img', { name: `Barcode (Code 128) for copy ${skus.pride}` });
  await expect(barcode).toBeVisible();
  expect(await code128Of(barcode)).toBe(skus.pride);
  // On pre-cut stock of 21 to a sheet, and as the ISBN sticker for a book with none printed.
  await sheet.getByLabel('Label paper').selectOption('l7160');
  await sheet.getByLabel('Label', { exact: true }).selectOption('isbn');
  await expect(sheet).toHaveURL(/kind=isbn/);
  await expect(sheet).toHaveURL(/stock=l7160/);
  await expect(
    sheet.getByRole('img', { name: `ISBN barcode (EAN-13) for ${books.pride.isbn}` }),
  ).toBeVisible();
  const firstSheet = sheet.getByRole('region', { name: /^Sheet 1 of/ });
  expect(await firstSheet.getByTestId('copy-label').count()).toBeLessThanOrEqual(21);
  // And for the spine: the call number given at review, a part to a line, on mini labels.
  await sheet.getByLabel('Label', { exact: true }).selectOption('spine');
  await sheet.getByLabel('Label paper').selectOption('l7651');
  const spine = sheet.getByTestId('copy-label').filter({ hasText: skus.pride! });
  await expect(spine).toHaveText(`823.7AUS${skus.pride}`);
  await expect(sheet.getByText(/have no call number|has no call number/)).toBeVisible();
  await sheet.close();

  // A copy scanned from a photo: the reviewer sees the photo beside the text read from it.
  const photo = `data:image/jpeg;base64,${readFileSync(media.coverPhoto).toString('base64')}`;
  const scanned = await page.request.post('/api/inventory/process-scan', {
    data: { images: [photo], scanType: 'image' },
  });
  expect(scanned.status()).toBe(200);
  // The copy is saved at once; a job reads the cover and fills it in (issue 17).
  const { job } = (await scanned.json()) as { job: { id: string } | null };
  expect(job).not.toBeNull();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/jobs/${job!.id}`)).json()) as {
            state: string;
          }
        ).state,
      { timeout: 45_000 },
    )
    .toBe('completed');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await panel.getByRole('button', { name: `View details: ${media.coverTitle}` }).click();
  const details = page.getByRole('dialog');
  await expect(
    details.getByRole('img', { name: `Photo 1 of “${media.coverTitle}”` }),
  ).toBeVisible();
  await expect(details.getByText(media.coverAuthor).first()).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(`/items/${skus.ponniyin}`);
  await expect(page.getByRole('heading', { level: 1, name: books.ponniyin.title })).toBeVisible();
});
