import { installedExample, runExample } from '@app/testing/client-example';
import { localeFile } from '../locales';
import { demo, expect, openSection, shownSection, signIn, test, toast } from './fixtures';

const en = { dashboard: localeFile('en', 'dashboard'), tokens: localeFile('en', 'tokens') };
const text = (tree: unknown, path: string) =>
  path.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const words = (path: string) => text(en.tokens, path);

/**
 * API tokens on a phone (decision 0047): a super admin makes one, sees its secret once, an app
 * uses it (the example app, examples/new-ebooks-feed, installed from the client package's
 * tarball: decision 0050), its last use shows, and once revoked its next request is refused.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a super admin makes a token, sees it once, sees it used, and revokes it', async ({
  page,
  request,
  baseURL,
}) => {
  // The example's install (kept from the unit suite's run when the package is unchanged) goes
  // on while the browser works; a build and npm install from nothing take a minute or two.
  test.setTimeout(240_000);
  const installing = installedExample();
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

  // Another app, with no cookie: the token alone, copied from the screen into the example app,
  // which reads the week's e-books over tRPC and titles over REST with the client package.
  const newest = (await (await request.get('/api/ebooks/recent?limit=1')).json()) as {
    title: string;
  }[];
  const feed = await runExample(await installing, { url: baseURL!, token: secret });
  expect(feed.stderr).toMatch(/^\d+ e-books and \d+ titles since /m);
  expect(feed.code).toBe(0);
  expect(feed.stdout).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(feed.stdout).toContain(newest[0]!.title.replaceAll('&', '&amp;'));

  await page.reload();
  await expect(row.getByTestId('token-last-used').locator('time')).toBeVisible();

  await row.getByRole('button', { name: words('list.revoke') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(words('revoke.message'));
  await confirm.getByRole('button', { name: words('revoke.confirm') }).click();
  await expect(toast(page, words('revoke.done'))).toBeVisible();
  await expect(row.getByTestId('token-status')).toHaveText(words('list.revoked'));

  const refused = await runExample(await installing, { url: baseURL!, token: secret });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('(TOKEN_INVALID,');
});
