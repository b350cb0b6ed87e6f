import type { Page } from '@playwright/test';
import { locale } from '../locales';
import { moveServerClock } from '../server-clock';
import { demo, expect, signIn, test, toast, uniqueIsbn } from './fixtures';

/**
 * Fines for days late, on a 360 px phone in Sinhala (issue 27): a super admin turns fines on
 * and changes a category's rule on the lending rules screen; a copy comes back six days late
 * at the desk, whose log and member panel show the fine; it is paid, and its receipt is in the
 * audit trail. In Tamil: a return scanned offline on its due day and sent the day after is on
 * time, and a late one's line in the log says its fine (decision 0024).
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const si = {
  staff: locale('si', 'loans-staff'),
  shared: locale('si', 'staff'),
  audit: locale('si', 'audit'),
};
const ta = { staff: locale('ta', 'loans-staff'), common: locale('ta', 'common') };

/** A log line's fine, as `template` words it, for `count` days and an amount of `amount`. */
function fineLine(template: string, count: number, amount: number) {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The amount is in the reader's money ('Rs 30', 'රු.30' or 'LKR 30', by the browser's data).
  return new RegExp(
    escaped
      .replace('\\{\\{count\\}\\}', String(count))
      .replace('\\{\\{amount\\}\\}', `[^\\d\\s]*\\s?${amount}`),
  );
}

/** Whether the page scrolls sideways (the dashboard's section bar scrolls within itself). */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Elements reaching past the right edge of the screen (none on a page that fits). */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName}.${element.className}`),
  );

/** Puts back what this file changed, so other files on this worker's site see the defaults. */
test.afterAll(async ({ site, playwright }) => {
  await moveServerClock(site, 0);
  const admin = await playwright.request.newContext({
    baseURL: site.url,
    extraHTTPHeaders: { origin: site.url },
  });
  await admin.post('/api/auth/login', { data: demo.super_admin });
  await admin.put('/api/loans/settings', { data: { finePerDay: 0 } });
  await admin.put('/api/members/categories/child', { data: { maxLoans: 3 } });
  await admin.dispose();
});

test('a super admin sets a fine; a late return shows it at the desk; it is paid with a receipt in the audit trail', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(180_000);
  await moveServerClock(site, 0);
  await signIn(page, demo.super_admin);

  // A member borrows a copy today (through the API: the desk's lending has its own tests).
  const member = (await (
    await page.request.post('/api/members', {
      data: { fullName: 'නිමාලි පෙරේරා', phone: '021 222 7788', branchId: 'JPL' },
    })
  ).json()) as { id: number; memberNumber: string };
  const scan = await page.request.post('/api/inventory/process-scan', {
    data: { isbn: uniqueIsbn(), scanType: 'manual' },
  });
  const copy = (await scan.json()) as { id: number; sku: string };
  const title = 'ප්‍රමාද වූ පොතක කතාව';
  const verified = await page.request.put(`/api/inventory/${copy.id}`, {
    data: { title, status: 'VERIFIED', genre: 'history' },
  });
  expect(verified.ok()).toBe(true);
  const lent = await page.request.post('/api/loans', {
    data: { memberNumber: member.memberNumber, sku: copy.sku },
  });
  expect(lent.status()).toBe(201);

  // In Sinhala, the lending rules screen: fines of Rs 10 a day late.
  await page.evaluate(() => localStorage.setItem('language', 'si'));
  await page.goto('/admin/loans');
  const perDay = page.getByLabel(si.staff('settings.finePerDay'));
  await expect(perDay).toHaveValue('0');
  await perDay.fill('10');
  await page.getByRole('button', { name: si.staff('settings.save') }).click();
  await expect(toast(page, si.staff('settings.saved'))).toBeVisible();

  // The child category lends four books at once instead of three.
  const categories = page.getByTestId('member-categories');
  const child = categories.getByTestId('member-category').filter({ hasText: 'ළමා' });
  await expect(child.locator('dd[data-rule="maxLoans"]')).toHaveText('3');
  await child
    .getByRole('button', { name: si.staff('categories.editLabel').replace('{{name}}', 'ළමා') })
    .click();
  const dialog = page.getByRole('dialog');
  const maxLoans = dialog.getByLabel(si.staff('categories.fields.maxLoans'));
  await expect(maxLoans).toHaveValue('3');
  await maxLoans.fill('4');
  await dialog.getByRole('button', { name: si.shared('actions.saveChanges') }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, si.staff('categories.saved').replace('{{name}}', 'ළමා'))).toBeVisible();
  await expect(child.locator('dd[data-rule="maxLoans"]')).toHaveText('4');
  expect(await fits(page)).toBe(true);
  await shoot(page, 'si', testInfo.outputPath.bind(testInfo));

  // Twenty days later the book comes back: due on day 14, so six library days late.
  await moveServerClock(site, 20 * DAY);
  // The morning's session has been idle past its week: sign in again (same browser).
  expect((await page.request.post('/api/auth/login', { data: demo.super_admin })).ok()).toBe(true);
  await atDesk(page, 'si', member.memberNumber);
  await expect(page.getByTestId('desk-loan')).toHaveCount(1);
  await page
    .getByRole('button', { name: si.staff('loan.returnLabel').replace('{{title}}', title) })
    .click();
  await expect(page.getByTestId('desk-loan')).toHaveCount(0);
  // The desk's log says the fine the return recorded, in Sinhala.
  const returned = page.locator('[data-kind="returned"]').filter({ hasText: title });
  await expect(returned.getByTestId('desk-event-fine')).toHaveText(
    fineLine(si.staff('desk.log.fine_other'), 6, 60),
  );

  const fines = page.getByTestId('desk-fines');
  await expect(fines.getByTestId('desk-fine')).toHaveCount(1);
  await expect(fines.getByTestId('desk-fine')).toContainText(title);
  await expect(fines.getByTestId('desk-fine')).toContainText('60');
  await expect(fines.getByTestId('desk-fine')).toContainText(
    si.staff('loan.late_other').replace('{{count}}', '6'),
  );
  expect(await tooWide(page)).toEqual([]);
  await page.getByTestId('desk-member').screenshot({ path: testInfo.outputPath('si-desk.png') });
  // The same desk in Tamil fits the phone too.
  await atDesk(page, 'ta', member.memberNumber);
  await expect(page.getByTestId('desk-fine')).toHaveCount(1);
  expect(await tooWide(page)).toEqual([]);
  await page.getByTestId('desk-member').screenshot({ path: testInfo.outputPath('ta-desk.png') });
  await atDesk(page, 'si', member.memberNumber);

  await fines
    .getByRole('button', { name: si.staff('fines.paidLabel').replace('{{title}}', title) })
    .click();
  const receipt = page.getByTestId('fine-receipt');
  await expect(receipt).toContainText(/R\d{7}/);
  const receiptNumber = /R\d{7}/.exec((await receipt.textContent())!)![0];
  await expect(fines.getByTestId('desk-fine')).toHaveCount(0);
  // Settled once: the member owes nothing now.
  const owed = (await (await page.request.get(`/api/members/${member.id}/fines`)).json()) as {
    owed: number;
  };
  expect(owed.owed).toBe(0);

  // The receipt in the audit trail: its number, the amount, the member, and who took it.
  await page.goto('/admin/audit');
  await page.getByLabel(si.audit('filters.kind')).selectOption('loans.finePaid');
  const entry = page.getByRole('row').filter({ hasText: receiptNumber });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(member.memberNumber);
  await expect(entry).toContainText('60');
  await expect(entry).toContainText(demo.super_admin.email);

  // The member's page lists the paid fine; the rules screen in Tamil, to look at.
  await page.goto(`/admin/members/${member.id}`);
  const paid = page.getByTestId('member-fines');
  await expect(paid).toContainText(receiptNumber);
  expect(await fits(page)).toBe(true);
  await paid.screenshot({ path: testInfo.outputPath('si-member-fines.png') });
  await page.evaluate(() => localStorage.setItem('language', 'ta'));
  await page.goto('/admin/loans');
  await expect(page.getByTestId('member-category')).not.toHaveCount(0);
  expect(await fits(page)).toBe(true);
  await shoot(page, 'ta', testInfo.outputPath.bind(testInfo));
});

test('a return scanned offline on its due day and sent the day after records no fine; a late one’s line says its fine', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(180_000);
  await moveServerClock(site, 0);
  await signIn(page, demo.super_admin);
  const rules = await page.request.put('/api/loans/settings', { data: { finePerDay: 10 } });
  expect(rules.ok()).toBe(true);
  const stamp = Date.now();
  const created = await page.request.post('/api/members', {
    data: { fullName: `செல்வநாயகி குமாரசாமி ${stamp}`, phone: '021 222 7799', branchId: 'JPL' },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { id: number; memberNumber: string };
  const late = await verifiedCopy(page, `தாமதமான பயணம் ${stamp}`);
  const onTime = await verifiedCopy(page, `உரிய நாளில் திரும்பிய நூல் ${stamp}`);
  const lend = async (sku: string) => {
    const lent = await page.request.post('/api/loans', {
      data: { memberNumber: member.memberNumber, sku },
    });
    expect(lent.status()).toBe(201);
    return new Date(((await lent.json()) as { dueDate: string }).dueDate).getTime();
  };
  // One is lent today; the other three days on, so it falls due three days later.
  const lateDue = await lend(late.sku);
  await moveServerClock(site, 3 * DAY);
  const due = await lend(onTime.sku);
  const daysLate = Math.round((due - lateDue) / DAY);
  expect(daysLate).toBeGreaterThan(0);

  // The desk's phone reads an hour before the end of that due day; the server, by the time the
  // return reaches it, an hour after: the next day. Its session has been idle past its week on
  // the server's clock: signed in again (same browser).
  await moveServerClock(site, due + HOUR - Date.now());
  expect((await page.request.post('/api/auth/login', { data: demo.super_admin })).ok()).toBe(true);
  await page.clock.install({ time: due - HOUR });
  await page.evaluate(() => localStorage.setItem('language', 'ta'));
  await page.goto('/desk');
  await expect(page.getByTestId('desk-scan')).toBeVisible();

  // Given back on its due day with the line down; sent when it returns, after midnight.
  await page.context().setOffline(true);
  try {
    await scan(page, onTime.sku);
    await expect(page.getByTestId('desk-waiting-scan')).toHaveCount(1);
  } finally {
    await page.context().setOffline(false);
  }
  const onTimeLine = page.locator('[data-kind="returned"]').filter({ hasText: onTime.title });
  await expect(onTimeLine).toHaveCount(1);
  await expect(onTimeLine.getByTestId('desk-event-fine')).toHaveCount(0);
  await expect(page.getByTestId('desk-waiting')).toHaveCount(0);

  // The other comes back now, days late: its line in the log says the fine, in Tamil.
  await scan(page, late.sku);
  const lateLine = page.locator('[data-kind="returned"]').filter({ hasText: late.title });
  await expect(lateLine.getByTestId('desk-event-fine')).toHaveText(
    fineLine(ta.staff('desk.log.fine_other'), daysLate, daysLate * 10),
  );
  // Only the late one was fined.
  const fined = (await (await page.request.get(`/api/members/${member.id}/fines`)).json()) as {
    owed: number;
    items: { title: string; daysLate: number }[];
  };
  expect(fined.owed).toBe(daysLate * 10);
  expect(fined.items.map((fine) => [fine.title, fine.daysLate])).toEqual([[late.title, daysLate]]);

  // The log fits the phone in Tamil, and in Sinhala when the desk changes language.
  expect(await tooWide(page)).toEqual([]);
  await page.getByTestId('desk-log').screenshot({ path: testInfo.outputPath('ta-desk-log.png') });
  await page.getByRole('combobox', { name: ta.common('language.label') }).selectOption('si');
  await expect(lateLine.getByTestId('desk-event-fine')).toHaveText(
    fineLine(si.staff('desk.log.fine_other'), daysLate, daysLate * 10),
  );
  expect(await tooWide(page)).toEqual([]);
  await page.getByTestId('desk-log').screenshot({ path: testInfo.outputPath('si-desk-log.png') });
});

/** A copy scanned and verified through the API, with a title of its own. */
async function verifiedCopy(page: Page, title: string) {
  const scanned = await page.request.post('/api/inventory/process-scan', {
    data: { isbn: uniqueIsbn(), scanType: 'manual' },
  });
  expect(scanned.ok(), await scanned.text()).toBe(true);
  const copy = (await scanned.json()) as { id: number; sku: string };
  const verified = await page.request.put(`/api/inventory/${copy.id}`, {
    data: { title, status: 'VERIFIED', genre: 'history' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { ...copy, title };
}

/** Types (as a scanner gun does) into the desk's one field. */
async function scan(page: Page, text: string) {
  await page.getByTestId('desk-scan').fill(text);
  await page.getByTestId('desk-scan').press('Enter');
}

/** The desk in `language`, with the member's card scanned. */
async function atDesk(page: Page, language: 'si' | 'ta', memberNumber: string) {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/desk');
  await page.getByTestId('desk-scan').fill(memberNumber);
  await page.getByTestId('desk-scan').press('Enter');
  await expect(page.getByTestId('desk-member')).toBeVisible();
}

/** Pictures of the lending rules and the categories, kept with the test's results. */
async function shoot(page: Page, language: string, path: (name: string) => string) {
  const rules = page.locator('form').filter({ has: page.locator('input[type=number]') });
  await rules.screenshot({ path: path(`${language}-rules.png`) });
  await page
    .getByTestId('member-categories')
    .screenshot({ path: path(`${language}-categories.png`) });
}
