import { locale } from '../locales';
import { waitForMail } from '../mailbox';
import { deskClient, demo, expect, noHorizontalScroll, signIn, test, uniqueIsbn } from './fixtures';

/**
 * Holds as a member and the desk see them (decision 0039): on a phone, in Tamil, a member
 * reserves a book whose only copy is out; the desk's return sets it aside and says for whom;
 * the member is e-mailed (the suite's SMTP server), sees it ready in "My account", and the desk
 * lends it to them. Renewing online refuses in words when it would not move the due date.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('a member reserves a book that is out, is told when it is back, and collects it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const desk = await deskClient(playwright, baseURL!);
  // One copy of a new title, verified onto the shelf, then lent to another member.
  const scan = await desk.post('/api/inventory/process-scan', {
    data: { isbn: uniqueIsbn(), scanType: 'manual' },
  });
  expect(scan.ok()).toBe(true);
  const copy = (await scan.json()) as { id: number; sku: string };
  const title = `நல்லூர்த் தேர் ${stamp}`;
  const verified = await desk.put(`/api/inventory/${copy.id}`, {
    data: { title, author: 'க. சிவகுமார்', status: 'VERIFIED', genre: 'history' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { bookId } = (await verified.json()) as { bookId: number };
  const register = async (fullName: string, email?: string) =>
    (await (
      await desk.post('/api/members', {
        data: { fullName, phone: '021 222 4455', branchId: 'JPL', ...(email ? { email } : {}) },
      })
    ).json()) as { id: number; memberNumber: string };
  const borrower = await register('சுதா கணேசன்');
  const email = `holds-${stamp}@example.lk`;
  const reader = await register('அருணா தேவராஜா', email);
  expect(
    (
      await desk.post('/api/loans', {
        data: { memberNumber: borrower.memberNumber, sku: copy.sku },
      })
    ).status(),
  ).toBe(201);
  const link = (await (await desk.post(`/api/members/${reader.id}/password-link`)).json()) as {
    url: string;
  };

  // The member chooses a password from the desk's link, on a phone, in Tamil.
  const books = locale('ta', 'books');
  const loans = locale('ta', 'loans');
  await page.addInitScript(() => localStorage.setItem('language', 'ta'));
  await page.goto(link.url);
  await page.getByLabel(locale('ta', 'auth')('setPassword.password')).fill('பனை ஓலைச் சுவடி');
  await page.getByLabel(locale('ta', 'auth')('setPassword.again')).fill('பனை ஓலைச் சுவடி');
  await page.getByRole('button', { name: locale('ta', 'auth')('setPassword.submit') }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Every copy is out: the book's page offers a reservation, with a pickup branch.
  await page.goto(`/books/${bookId}`);
  await expect(page.getByRole('heading', { name: books('page.reserve.heading') })).toBeVisible();
  await page.getByRole('button', { name: books('page.reserve.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: '1' })).toHaveText(
    books('page.reserve.placed').replace('{{position}}', '1'),
  );
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.goto('/account');
  const hold = page.getByTestId('my-hold').filter({ hasText: title });
  await expect(hold).toContainText(loans('holds.position').replace('{{position}}', '1'));
  expect(await noHorizontalScroll(page)).toBe(true);

  // The copy comes back: the desk's return scan says to put it on the hold shelf, for whom.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const deskPage = await staff.newPage();
  await signIn(deskPage, demo.librarian);
  await deskPage.goto('/desk');
  await deskPage.getByTestId('desk-scan').fill(copy.sku);
  await deskPage.getByTestId('desk-scan').press('Enter');
  await expect(deskPage.getByTestId('desk-event').first()).toContainText(
    `Hold for அருணா தேவராஜா (${reader.memberNumber}): put it on the hold shelf for`,
  );
  await staff.close();
  const [mail] = await waitForMail(email);
  expect(mail!.subject).toContain(title);
  expect(mail!.text).toContain('அன்புள்ள அருணா தேவராஜா,');

  await page.reload();
  await expect(hold).toContainText(/பெற்றுக்கொள்ளலாம்/);
  expect(await noHorizontalScroll(page)).toBe(true);

  // Collected at the desk: no reservation left, and the loan is theirs. Renewing it on the day
  // of lending would not move its due date, so it is refused in words and nothing is spent.
  expect(
    (
      await desk.post('/api/loans', { data: { memberNumber: reader.memberNumber, sku: copy.sku } })
    ).status(),
  ).toBe(201);
  await page.reload();
  await expect(page.getByTestId('my-hold')).toHaveCount(0);
  await expect(page.getByText(loans('holds.none'))).toBeVisible();
  const loan = page.getByTestId('my-loan').filter({ hasText: title });
  await loan.getByRole('button', { name: loans('renewLabel').replace('{{title}}', title) }).click();
  await expect(page.getByText(locale('ta', 'errors')('RENEWAL_TOO_EARLY')).first()).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await desk.dispose();
});
