import type { Page, Request } from '@playwright/test';
import { locale } from '../locales';
import { waitForMail } from '../mailbox';
import { copyStatus, deskScan as scan, registerMember, verifiedCopy } from '../circulation';
import { demo, expect, signIn, test } from './fixtures';

/**
 * The desk without a connection, on a 360 px phone in Tamil (issue 27): two lends and a return
 * scanned offline wait on the device with their count, go in order when the line returns, and
 * a copy another desk lent meanwhile is refused in words; then the member's due slip, printed
 * and e-mailed (the suite's SMTP server).
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const ta = locale('ta', 'loans-staff');
const taErrors = locale('ta', 'errors');

/** Nothing on the page reaches past the right edge of the screen. */
const wideElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => element.tagName),
  );

test('the desk lends and returns offline, sends them in order when the line returns, and gives a due slip', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, demo.librarian);
  const email = `desk-offline-${stamp}@example.lk`;
  const reader = await registerMember(page.request, `கயல்விழி சண்முகநாதன் ${stamp}`, email);
  const other = await registerMember(
    page.request,
    `மற்றொரு வாசகர் ${stamp}`,
    `desk-other-${stamp}@example.lk`,
  );
  // One after another: the other worker's site shares the two cores.
  const first = await verifiedCopy(page.request, `யாழ்ப்பாண வைபவமாலை ${stamp}`);
  const second = await verifiedCopy(page.request, `ஈழத்துச் சிறுகதைகள் ${stamp}`);
  const taken = await verifiedCopy(page.request, `மறுபக்கம் ${stamp}`);
  const back = await verifiedCopy(page.request, `பழைய கணக்கு ${stamp}`);
  // The reader already has `back`: it comes back to the desk while the line is down.
  const earlier = await page.request.post('/api/loans', {
    data: { memberNumber: reader.memberNumber, sku: back.sku },
  });
  expect(earlier.status()).toBe(201);

  await page.evaluate(() => localStorage.setItem('language', 'ta'));
  await page.goto('/desk');
  await expect(page.getByTestId('desk-scan')).toBeVisible();

  await page.context().setOffline(true);
  try {
    // Meanwhile another desk, online, lends one of the copies to someone else.
    const meanwhile = await page.request.post('/api/loans', {
      data: { memberNumber: other.memberNumber, sku: taken.sku },
    });
    expect(meanwhile.status()).toBe(201);
    // The card: only its number is known until the line returns; three copies, then a return.
    await scan(page, reader.memberNumber);
    await expect(page.getByTestId('desk-member-offline')).toContainText(reader.memberNumber);
    for (const copy of [first, second, taken]) await scan(page, copy.sku);
    await page.keyboard.press('Escape');
    await scan(page, back.sku);
    const waiting = page.getByTestId('desk-waiting');
    await expect(waiting.getByTestId('desk-waiting-scan')).toHaveCount(4);
    await expect(waiting).toHaveAttribute('data-stall', 'offline');
    await expect(waiting.getByRole('heading')).toHaveText(
      ta('desk.waiting.title_other').replace('{{count}}', '4'),
    );
    await expect(waiting.getByTestId('desk-waiting-scan').first()).toContainText(first.sku);
    await expect(waiting.getByTestId('desk-waiting-scan').last()).toContainText(back.sku);
    // Nothing was sent: the log has only the card read offline.
    await expect(page.getByTestId('desk-event')).toHaveCount(1);
    await expect(page.locator('[data-kind="member-offline"]')).toContainText(reader.memberNumber);
    expect(await wideElements(page)).toEqual([]);
  } finally {
    await page.context().setOffline(false);
  }

  // The line is back: all four go, in order; the copy lent meanwhile is refused, in Tamil.
  await expect(page.locator('[data-kind="sent"]')).toHaveText(
    new RegExp(ta('desk.log.sent_other').replace('{{count}}', '4').replace(/[.]/g, '\\.')),
  );
  await expect(page.getByTestId('desk-waiting')).toHaveCount(0);
  await expect(page.locator('[data-kind="lent"]')).toHaveCount(2);
  await expect(page.locator('[data-kind="returned"]')).toContainText(back.title);
  const refusal = page.locator('[data-kind="refused"]');
  await expect(refusal).toContainText(taken.sku);
  await expect(refusal).toContainText(taErrors('COPY_NOT_AVAILABLE_ON_LOAN'));
  // Each applied once: the reader has the two copies, the other reader the third, and the
  // copy that came back is on the shelf.
  expect(await copyStatus(page.request, first.id)).toBe('ON_LOAN');
  expect(await copyStatus(page.request, second.id)).toBe('ON_LOAN');
  expect(await copyStatus(page.request, back.id)).toBe('VERIFIED');
  const counts = async (id: number) =>
    ((await (await page.request.get(`/api/members/${id}`)).json()) as { activeLoans: number })
      .activeLoans;
  expect([await counts(reader.id), await counts(other.id)]).toEqual([2, 1]);

  // The reader at the desk again: the due slip is offered, printed and e-mailed.
  await scan(page, reader.memberNumber);
  await expect(page.getByTestId('desk-loan')).toHaveCount(2);
  const slip = page.getByTestId('desk-slip');
  await expect(slip.getByTestId('desk-slip-print')).toHaveText(ta('desk.slip.print'));
  expect(await wideElements(page)).toEqual([]);
  const [printed] = await Promise.all([
    page.context().waitForEvent('page'),
    slip.getByTestId('desk-slip-print').click(),
  ]);
  const paper = printed.getByTestId('due-slip');
  // A new tab loads the whole app: on two busy cores that can take longer than a step here.
  await expect(paper.getByTestId('slip-loan')).toHaveCount(2, { timeout: 30_000 });
  await expect(paper.getByTestId('slip-member')).toHaveText(`கயல்விழி சண்முகநாதன் ${stamp}`);
  await expect(paper).toContainText(reader.memberNumber);
  for (const copy of [first, second]) {
    await expect(paper.getByTestId('slip-loan').filter({ hasText: copy.title })).toContainText(
      ta('slip.due').replace(' {{date}}', ''),
    );
  }
  await printed.close();

  await slip.getByTestId('desk-slip-email').click();
  await expect(page.locator('[data-kind="slip-emailed"]')).toContainText(email);
  const [mail] = await waitForMail(email);
  // The reader chose no language for messages: English, the library's default.
  expect(mail!.subject).toBe('Your books on loan and when they are due back');
  for (const copy of [first, second]) expect(mail!.text).toContain(`“${copy.title}”: due back`);
  expect(mail!.text).not.toContain(taken.title);
});

test('a scan kept on the device is its account’s: the next person neither sees nor sends it, and it goes when its owner is back', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, demo.librarian);
  const reader = await registerMember(
    page.request,
    `காப்பு வாசகர் ${stamp}`,
    `desk-kept-${stamp}@example.lk`,
  );
  const kept = await verifiedCopy(page.request, `சேமித்த பிரதி ${stamp}`);
  const another = await verifiedCopy(page.request, `அடுத்தவர் திருப்பிய நூல் ${stamp}`);
  for (const copy of [kept, another]) {
    const lent = await page.request.post('/api/loans', {
      data: { memberNumber: reader.memberNumber, sku: copy.sku },
    });
    expect(lent.status()).toBe(201);
  }

  // The librarian takes a book back with the line down, and leaves the desk.
  await page.goto('/desk');
  await expect(page.getByTestId('desk-scan')).toBeVisible();
  await page.context().setOffline(true);
  try {
    await scan(page, kept.sku);
    await expect(page.getByTestId('desk-waiting-scan')).toHaveCount(1);
    await expect(page.getByTestId('desk-waiting')).toHaveAttribute('data-stall', 'offline');
    await page.goto('about:blank');
  } finally {
    await page.context().setOffline(false);
  }

  // They sign out; the super admin signs in at the same device and takes another book back.
  await page.goto('/admin/books');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, demo.super_admin);
  const sent: string[] = [];
  const listen = (request: Request) => {
    if (request.url().includes('/trpc/loans.')) sent.push(request.postData() ?? '');
  };
  page.on('request', listen);
  await page.goto('/desk');
  await scan(page, another.sku);
  // Their desk sent its own scan (after anything of theirs that waited), and nothing of the
  // librarian's: neither shown nor sent. (Chromium's offline mode may still have delivered
  // the librarian's return with its answer lost; their desk sends it again, applied once.)
  await expect(page.locator('[data-kind="returned"]')).toContainText(another.title);
  await expect(page.getByTestId('desk-event')).toHaveCount(1);
  await expect(page.getByTestId('desk-waiting')).toHaveCount(0);
  expect(sent.join('\n')).toContain(another.sku);
  expect(sent.join('\n')).not.toContain(kept.sku);
  page.off('request', listen);

  // The librarian is back: the return they kept goes as the desk opens.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, demo.librarian);
  await page.goto('/desk');
  // Sent as the desk opens; a first try that finds the server busy is tried again within 20 s.
  // (CI once found no "returned" line here within 10 s; the log's lines say what came instead.)
  const events = page.getByTestId('desk-event');
  await expect
    .poll(async () => (await events.allTextContents()).join(' | '), { timeout: 30_000 })
    .toContain(kept.title);
  await expect(page.locator('[data-kind="returned"]')).toContainText(kept.title);
  await expect(page.locator('[data-kind="sent"]')).toHaveCount(1);
  expect(await copyStatus(page.request, kept.id)).toBe('VERIFIED');
});
