import { readCode128Svg } from '@app/testing/code128';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueIsbn } from './tests/fixtures';

// What the circulation tests set up through the API as a signed-in librarian (a desk
// client, or a staff page's `page.request`), and how they scan at the desk.

/** A copy scanned and verified onto the shelf, as a title of its own. */
export async function verifiedCopy(request: APIRequestContext, title: string) {
  const scan = await request.post('/api/inventory/process-scan', {
    data: { isbn: uniqueIsbn(), scanType: 'manual' },
  });
  expect(scan.ok(), await scan.text()).toBe(true);
  const copy = (await scan.json()) as { id: number; sku: string };
  const verified = await request.put(`/api/inventory/${copy.id}`, {
    data: { title, status: 'VERIFIED', genre: 'history' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { bookId } = (await verified.json()) as { bookId: number };
  return { ...copy, title, bookId };
}

/** A member of the main branch, reached by e-mail when an address is given, else by phone. */
export async function registerMember(request: APIRequestContext, fullName: string, email?: string) {
  const created = await request.post('/api/members', {
    data: { fullName, branchId: 'JPL', ...(email ? { email } : { phone: '021 222 4455' }) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; memberNumber: string };
}

/** A copy's status as the staff API says it. */
export const copyStatus = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/inventory/${id}`)).json()) as { status: string }).status;

/** Types (as a scanner gun does) into the desk's one field. */
export async function deskScan(page: Page, text: string) {
  await page.getByTestId('desk-scan').fill(text);
  await page.getByTestId('desk-scan').press('Enter');
}

/** A translation with its `{{name}}` placeholders filled in. */
export const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));

/** A translation's text up to its first placeholder still unfilled (dates, in the site's format). */
export const upToPlaceholder = (text: string) => text.split('{{')[0]!;

/**
 * What a desk's USB scanner reads from a printed Code 128 image (an `<img>` of the SVG the
 * server drew), decoded by the test suite's own reader of the symbology.
 */
export async function code128Of(image: Locator): Promise<string> {
  const source = (await image.getAttribute('src')) ?? '';
  return readCode128Svg(decodeURIComponent(source.slice(source.indexOf(',') + 1)));
}
