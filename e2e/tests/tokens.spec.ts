import { localeFile } from '../locales';
import { demo, expect, openSection, shownSection, signIn, test, toast } from './fixtures';

const en = { dashboard: localeFile('en', 'dashboard'), tokens: localeFile('en', 'tokens') };
const text = (tree: unknown, path: string) =>
  path.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const words = (path: string) => text(en.tokens, path);

/**
 * API tokens on a phone (decision 0047): a super admin makes one, sees its secret once, an app
 * uses it, its last use shows, and once revoked its next request is refused.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a super admin makes a token, sees it once, sees it used, and revokes it', async ({
  page,
  request,
}) => {
  await signIn(page, demo.super_admin);
  const tab = text(en.dashboard, 'tabs.tokens');
  await openSection(page, tab);
  const panel = shownSection(page, tab);
  const name = `Reading app ${Date.now()}`;
  await panel.getByLabel(words('create.name')).fill(name);
  await panel.getByRole('checkbox', { name: words('scope.membersRead') }).check();
  await panel.getByLabel(words('create.expiry')).fill('30');
  await panel.getByRole('button', { name: words('create.submit') }).click();

  // The secret, once, with the warning that it will not be shown again.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(words('secret.warning'));
  const secret = (await dialog.getByTestId('token-secret').textContent())!.trim();
  expect(secret).toMatch(/^jpl_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: words('secret.copy') })).toBeVisible();
  await dialog.getByRole('button', { name: words('secret.done') }).click();
  await expect(dialog).toHaveCount(0);
  const row = panel.getByTestId('token-row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 10));
  await expect(row.getByTestId('token-last-used')).toHaveText(words('list.never'));
  expect(await page.content()).not.toContain(secret);

  // Another app, with no cookie: the token alone.
  const used = await request.get('/api/members?limit=1', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(used.status()).toBe(200);

  await page.reload();
  await expect(row.getByTestId('token-last-used').locator('time')).toBeVisible();

  await row.getByRole('button', { name: words('list.revoke') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(words('revoke.message'));
  await confirm.getByRole('button', { name: words('revoke.confirm') }).click();
  await expect(toast(page, words('revoke.done'))).toBeVisible();
  await expect(row.getByTestId('token-status')).toHaveText(words('list.revoked'));

  const refused = await request.get('/api/members?limit=1', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ appCode: 'TOKEN_INVALID' });
});
