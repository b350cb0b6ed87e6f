import { readPrintedBarcodes } from '@app/api/testing/barcodes';
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
 * What a desk's USB scanner reads from a printed Code 128 image: the `<img>` as the browser
 * draws it, at four times its size (a print's resolution, where a screen's pixel is wider than
 * a bar), read by zxing, a decoder that owes nothing to bwip-js, which drew it.
 */
export async function code128Of(image: Locator): Promise<string> {
  const dataUrl = await image.evaluate(async (element: HTMLImageElement) => {
    const drawn = new Image();
    drawn.src = element.currentSrc || element.src;
    await drawn.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.getBoundingClientRect().width * 4;
    canvas.height = element.getBoundingClientRect().height * 4;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(drawn, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  });
  const read = await readPrintedBarcodes(
    Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
    'Code128',
  );
  expect(read).toHaveLength(1);
  return read[0]!;
}
