import { writeQrY4m } from '@app/testing/barcode-video';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { media } from '../media';
import { code128Of } from '../circulation';
import { moveServerClock } from '../server-clock';
import { demo, expect, openSection, signIn, test } from './fixtures';

// Chromium's fake camera plays the desk's QR video, which each scan below rewrites.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${media.deskVideo}`,
    ],
  },
});

const DAY = 24 * 60 * 60 * 1000;

/** Two books the fake catalogues know and no other test lends: a Tamil and a Sinhala title. */
const books = {
  tamil: { isbn: '9788184930344', title: 'பொன்னியின் செல்வன்' },
  sinhala: { isbn: '9789552100017', title: 'මඩොල් දූව' },
};
const member = { name: 'தர்ஷினி சிவபாலன்', phone: '021 222 3456' };

test.afterAll(({ site }) => moveServerClock(site, 0));

/** Holds a code up to the desk's camera: the video shows it, and the camera is started. */
async function showToCamera(page: Page, text: string) {
  await writeQrY4m(media.deskVideo, text);
  await page.getByTestId('camera-start').click();
}

const lastEvent = (page: Page) => page.getByTestId('desk-event').first();

test('a day at a branch: register, print a card, lend by camera, return, renew, overdue, the member signs in', async ({
  page,
  baseURL,
  site,
}) => {
  test.setTimeout(240_000);
  await moveServerClock(site, 0);
  await signIn(page, demo.librarian);

  // Two copies come in from the scanner and are verified: they join the public collection.
  const skus: Record<keyof typeof books, string> = { tamil: '', sinhala: '' };
  for (const key of Object.keys(books) as (keyof typeof books)[]) {
    const res = await page.request.post('/api/inventory/process-scan', {
      data: { isbn: books[key].isbn, scanType: 'manual' },
    });
    expect(res.status()).toBe(200);
    skus[key] = ((await res.json()) as { sku: string }).sku;
  }
  await page.goto('/admin/inventory');
  const panel = page.getByRole('region', { name: 'Inventory items' });
  for (const key of Object.keys(books) as (keyof typeof books)[]) {
    const row = panel.getByRole('article').filter({ hasText: skus[key] });
    await row.getByRole('button', { name: `Verify: ${books[key].title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shelf in the public collection').selectOption('history');
    await dialog.getByRole('button', { name: 'Confirm verification' }).click();
    await expect(page.getByText('Item verified successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }

  // A member registers at the desk, with a name in Tamil.
  await openSection(page, 'Members');
  await page.getByRole('button', { name: 'Register a member' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Full name').fill(member.name);
  await form.getByLabel('Phone').fill(member.phone);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  const memberPage = page.url();
  await expect(page.getByTestId('member-name')).toHaveText(member.name);
  const memberNumber = (await page.getByTestId('member-number').textContent())!.trim();
  expect(memberNumber).toMatch(/^M\d{7}$/);
  // Suspending stops their borrowing, so the page asks first; Cancel leaves them as they were.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${member.name}?` });
  await expect(suspend).toContainText('cannot borrow or renew until re-activated');
  await suspend.getByRole('button', { name: 'Cancel' }).click();
  await expect(suspend).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();

  // Their card: the number as a QR code and as Code 128 (what a desk's USB scanner reads),
  // the name in its own script, shaped by its Noto font.
  const [cards] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('print-card').click(),
  ]);
  const card = cards.getByTestId('member-card');
  await expect(card).toContainText(memberNumber);
  await expect(
    card.getByRole('img', { name: `Member number ${memberNumber} as a QR code` }),
  ).toBeVisible();
  const barcode = card.getByRole('img', {
    name: `Member number ${memberNumber} as a barcode (Code 128)`,
  });
  await expect(barcode).toBeVisible();
  expect(await code128Of(barcode)).toBe(memberNumber);
  const name = card.getByTestId('card-name');
  await expect(name).toHaveText(member.name);
  await expect(name).toHaveAttribute('lang', 'ta');
  const fonts = await name.evaluate(async (element) => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(element).fontFamily,
      tamil: document.fonts.check('11pt "Noto Sans Tamil"', element.textContent ?? ''),
      sinhala: document.fonts.check('6pt "Noto Sans Sinhala"', 'යාපනය'),
    };
  });
  expect(fonts.family).toContain('Noto Sans Tamil');
  expect(fonts).toMatchObject({ tamil: true, sinhala: true });
  await cards.close();

  // At the desk, by camera: the card, then each copy's label.
  await page.goto('/desk');
  await page.getByTestId('desk-camera-toggle').click();
  await showToCamera(page, memberNumber);
  await expect(page.getByTestId('desk-mode')).toContainText(`Lending to ${member.name}`);
  for (const key of ['tamil', 'sinhala'] as const) {
    await showToCamera(page, `${baseURL}/items/${skus[key]}`);
    await expect(lastEvent(page)).toContainText(`Lent “${books[key].title}” to ${member.name}`);
  }
  await expect(page.getByTestId('desk-loan')).toHaveCount(2);

  // On loan in the inventory…
  await page.goto('/admin/inventory');
  await page.getByRole('tab', { name: 'On loan' }).click();
  for (const key of ['tamil', 'sinhala'] as const) {
    await expect(panel.getByRole('article').filter({ hasText: skus[key] })).toContainText(
      'On loan',
    );
  }
  // …and Checked Out in the public collection, with no copy on the shelf.
  await page.goto('/');
  for (const book of Object.values(books)) {
    await page.getByLabel('Search by title or author').fill(book.title);
    // The seed has staff-typed titles of these books too (authors in their own script, no
    // copies); the scanned copies' title is the one that counts its copies.
    const bookCard = page
      .getByTestId('book-card')
      .filter({ hasText: book.title, has: page.getByTestId('book-copies') });
    await expect(bookCard.getByTestId('book-status')).toHaveText('Checked Out');
    await expect(bookCard.getByTestId('book-copies')).toHaveText('0 of 1 copies on the shelf');
  }
  await page
    .getByTestId('book-card')
    .filter({ has: page.getByTestId('book-copies') })
    .getByRole('link', { name: books.sinhala.title })
    .click();
  await expect(page.getByTestId('book-branch')).toContainText('0 on the shelf, 1 on loan');

  // One comes back: with nobody at the desk, a copy's label is a return (typed this time).
  await page.goto('/desk');
  const field = page.getByTestId('desk-scan');
  await field.fill(skus.tamil);
  await field.press('Enter');
  await expect(lastEvent(page)).toContainText(`“${books.tamil.title}” is back from ${member.name}`);
  // The same label again changes nothing.
  await field.fill(skus.tamil);
  await field.press('Enter');
  await expect(lastEvent(page)).toContainText(`${skus.tamil} was not on loan: nothing changed`);
  // The member renews the other. On the day of lending that would not move its due date, so
  // the desk refuses and no renewal is spent; two days on, it renews.
  await field.fill(memberNumber);
  await field.press('Enter');
  await expect(page.getByTestId('desk-loan')).toHaveCount(1);
  const renew = page.getByRole('button', { name: `Renew “${books.sinhala.title}”` });
  await renew.click();
  await expect(lastEvent(page)).toContainText(
    "Renewing today would not move this loan's due date, so no renewal was used.",
  );
  await moveServerClock(site, 2 * DAY);
  await renew.click();
  await expect(lastEvent(page)).toContainText(`“${books.sinhala.title}” renewed: now due`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('desk-mode')).toContainText('Scan a member card');

  // Forty days on the book is overdue. The morning's session has long expired.
  await moveServerClock(site, 40 * DAY);
  await page.goto('/admin/loans');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, demo.librarian);
  await page.goto('/admin/loans');
  const overdue = page.getByTestId('loan-row').filter({ hasText: skus.sinhala });
  await expect(overdue).toContainText(books.sinhala.title);
  await expect(overdue).toContainText(member.name);
  await expect(overdue.getByTestId('days-late')).toHaveText(/^\d+ days late$/);
  const overdueCount = Number(
    /(\d+) loans? (is|are) overdue/.exec((await page.getByTestId('loan-count').textContent())!)![1],
  );
  expect(overdueCount).toBeGreaterThanOrEqual(1);
  await openSection(page, 'Overview');
  const figures = page.getByRole('list', { name: 'Quick stats' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Overdue books' })).toContainText(
    String(overdueCount),
  );

  // The member is given a sign-in; they choose a password and see their loan.
  await page.goto(memberPage);
  // Members sign in with an e-mail address: without one there is no sign-in to give.
  await expect(page.getByRole('button', { name: 'Give a sign-in' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill('tharshini@example.lk');
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Give a sign-in' }).click();
  const link = (await page.getByTestId('password-link').textContent())!.trim();
  expect(link).toMatch(/\/set-password#.{20,}$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(link);
  await expect(page.getByTestId('set-password-greeting')).toContainText(member.name);
  await page.getByLabel('New password').fill('palmyra and lagoon');
  await page.getByLabel('The same password again').fill('palmyra and lagoon');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('my-card')).toContainText(memberNumber);
  const loan = page.getByTestId('my-loan').filter({ hasText: books.sinhala.title });
  await expect(loan).toContainText(/\d+ days overdue/);
  await expect(page.getByTestId('my-loan').filter({ hasText: books.tamil.title })).toContainText(
    'Returned',
  );

  // On the library's shared PC: every page names the member, links their account and signs
  // them out, on the server too, and the next visitor sees nothing of theirs.
  await page.goto('/ebooks');
  const header = page.getByRole('banner');
  await expect(header.getByText(member.name)).toBeVisible();
  await header.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Staff login' })).toBeVisible();
  await expect(header.getByText(member.name)).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({ user: null });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});
