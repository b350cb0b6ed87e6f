import { createHmac, timingSafeEqual } from 'node:crypto';
import { startWebhookReceiver, type WebhookReceiver } from '@app/testing/webhook-receiver';
import { localeFile } from '../locales';
import { demo, expect, openSection, shownSection, signIn, test, toast } from './fixtures';

const en = { dashboard: localeFile('en', 'dashboard'), webhooks: localeFile('en', 'webhooks') };
const text = (tree: unknown, path: string) =>
  path.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const words = (path: string) => text(en.webhooks, path);

/**
 * Webhooks on a phone (decision 0048): a super admin registers an endpoint at a receiver this
 * test starts (127.0.0.2, the site's one allowed inside address), sees its secret once, sees
 * the delivery of a book added, and replays it: the receiver gets the same delivery id twice.
 */
test.use({ viewport: { width: 360, height: 740 } });

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver({ host: '127.0.0.2' });
});
test.afterAll(() => receiver.close());

/** The receiver's own check of `Library-Signature` (t=…,v1=…), written apart from the site's. */
function signed(header: string | undefined, body: string, secret: string): boolean {
  const fields = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=')));
  if (!/^\d+$/.test(fields.t ?? '') || !/^[0-9a-f]{64}$/.test(fields.v1 ?? '')) return false;
  const expected = createHmac('sha256', secret).update(`${fields.t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(fields.v1!, 'hex'));
}

test('a super admin registers a webhook, sees a delivery and replays it', async ({ page }) => {
  await signIn(page, demo.super_admin);
  const tab = text(en.dashboard, 'tabs.webhooks');
  await openSection(page, tab);
  const panel = shownSection(page, tab);
  await panel.getByLabel(words('create.url')).fill(receiver.url);
  await panel.getByRole('checkbox', { name: words('event.bookCreated') }).check();
  await panel.getByRole('button', { name: words('create.submit') }).click();

  // The signing secret, once, with its warning and a copy button.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(words('secret.warning'));
  const secret = (await dialog.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: words('secret.copy') })).toBeVisible();
  await dialog.getByRole('button', { name: words('secret.done') }).click();
  await expect(dialog).toHaveCount(0);
  const endpoint = panel.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
  await expect(endpoint.getByTestId('webhook-status')).toHaveText(words('list.active'));
  expect(await page.content()).not.toContain(secret);

  // A book added (as another staff screen or app would): its delivery arrives, signed.
  const title = `Webhook book ${Date.now()}`;
  const added = await page.request.post('/api/admin/books', {
    data: { title, author: 'A. Writer', genre: 'fiction' },
  });
  expect(added.status()).toBe(201);
  const [first] = await receiver.waitFor(1, (d) => d.body.includes(title));
  expect(signed(first!.headers['library-signature'], first!.body, secret)).toBe(true);
  const row = endpoint.getByTestId('webhook-delivery').filter({ hasText: first!.id! });
  await expect(row.getByTestId('webhook-answer')).toHaveText('200');
  await expect(row.getByTestId('webhook-attempts')).toHaveText('1');

  // Replayed: a new attempt with the same delivery id.
  await row.getByRole('button', { name: words('deliveries.replay') }).click();
  await expect(toast(page, words('deliveries.replayed'))).toBeVisible();
  const copies = await receiver.waitFor(2, (d) => d.body.includes(title));
  expect(copies.map((d) => d.id)).toEqual([first!.id, first!.id]);
  await expect(row.getByTestId('webhook-attempts')).toHaveText('2');
});
