import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { moveServerClock } from '../server-clock';
import { demo, expect, sectionLink, signIn, test, uniqueIsbn } from './fixtures';

// The browser is far from Jaffna: the charts still count the library's days.
test.use({ timezoneId: 'Pacific/Honolulu' });

/** `date` (`2026-11-24`) moved by `days` days. */
const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

test('a head librarian reads the loans chart for a range and a branch, by keyboard, and exports its CSV', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await moveServerClock(site, 0);
  await signIn(page, demo.super_admin);

  await sectionLink(page, 'Overview').click();
  const trends = page.getByRole('region', { name: 'Trends', exact: true });
  const to = trends.getByLabel('To', { exact: true });
  // The range ends today on the library's calendar, whatever the browser's zone says.
  const today = await to.inputValue();
  const from = addDays(today, -2);
  const branch = trends.getByLabel('Branch', { exact: true });
  await branch.selectOption({ label: 'Jaffna Public Library' });
  const chart = trends.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Loans and returns' }),
  });
  const table = chart.getByRole('table');
  const todays = table.locator('tbody tr').last().getByRole('cell').first();
  await expect(todays).toHaveText(/^\d+$/);
  const before = Number(await todays.textContent());

  // A member borrows a copy of the main library's today (through the API).
  await lendToday(page);

  // Three days, day by day, at the main library: today has one loan more.
  await trends.getByLabel('From', { exact: true }).fill(from);
  await trends.getByLabel('Per', { exact: true }).selectOption('day');
  await expect(table.locator('caption')).toContainText('Loans and returns');
  await expect(table.getByRole('columnheader')).toHaveText(['Starting', 'Loans', 'Returns']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(todays).toHaveText(String(before + 1));
  // uPlot, fetched with the first chart, has drawn it.
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    /^Loans and returns: Loans and Returns/,
  );

  // Another branch's table is that branch's series.
  await branch.selectOption({ label: 'Nallur Branch Library' });
  const nallur = await series(page, { from, to: today, branchId: 'NLR' });
  await expect(rows.locator('td:first-of-type')).toHaveText(
    nallur.map((point) => String(point.value)),
  );
  await branch.selectOption({ label: 'All branches' });
  const everywhere = await series(page, { from, to: today });
  await expect(rows.locator('td:first-of-type')).toHaveText(
    everywhere.map((point) => String(point.value)),
  );

  // From the branch control, the next key press reaches the chart's table.
  await branch.focus();
  await page.keyboard.press('Tab');
  const tableBox = chart.getByRole('region');
  await expect(tableBox).toBeFocused();
  await expect(tableBox).toHaveAccessibleName(/^Loans and returns: /);
  await page.keyboard.press('ArrowDown');

  // The export is the server's CSV: a BOM, the header row, a row per day.
  const downloading = page.waitForEvent('download');
  await chart.getByRole('link', { name: 'Download Loans as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^loans-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFt,value',
    ...everywhere.map((point) => `${point.t},${point.value}`),
    '',
  ]);
  expect(everywhere.map((point) => point.t)).toEqual([from, addDays(today, -1), today]);
});

/** One member borrows one new copy of the main library's, now. */
async function lendToday(page: Page) {
  const member = (await (
    await page.request.post('/api/members', {
      data: { fullName: 'கவிதா இராசநாயகம்', phone: '021 222 9911', branchId: 'JPL' },
    })
  ).json()) as { memberNumber: string };
  const scanned = await page.request.post('/api/inventory/process-scan', {
    data: { isbn: uniqueIsbn(), scanType: 'manual' },
  });
  const copy = (await scanned.json()) as { id: number; sku: string };
  const verified = await page.request.put(`/api/inventory/${copy.id}`, {
    data: { title: 'கடலும் கிழவனும்', status: 'VERIFIED', genre: 'fiction' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const lent = await page.request.post('/api/loans', {
    data: { memberNumber: member.memberNumber, sku: copy.sku },
  });
  expect(lent.status()).toBe(201);
}

/** The loans' series over REST, as the staff's session reads it. */
async function series(page: Page, query: Record<string, string>) {
  const params = new URLSearchParams({ metric: 'loans', interval: 'day', ...query });
  const res = await page.request.get(`/api/reports/series?${params}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { t: string; value: number }[];
}
