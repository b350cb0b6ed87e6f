import { locale } from '../locales';
import { waitForMail } from '../mailbox';
import { demo, expect, noHorizontalScroll, openSection, sectionLink, test } from './fixtures';

for (const role of ['super_admin', 'librarian'] as const) {
  test(`a ${role} signs in, reaches /admin, signs out, and the old cookie is refused`, async ({
    page,
    context,
  }) => {
    const account = demo[role];
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Login successful')).toBeVisible();
    // Sign-in goes to /admin, which opens the dashboard's default section.
    await expect(page).toHaveURL(/\/admin\/books$/);
    await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toEqual({ role, displayName: account.name });
    // Only a super admin manages staff (a dashboard tab of their own).
    await expect(sectionLink(page, 'Staff')).toHaveCount(role === 'super_admin' ? 1 : 0);

    const session = (await context.cookies()).find((c) => c.name === 'jpl_session');
    expect(session?.httpOnly).toBe(true);
    const oldCookie = `jpl_session=${session!.value}`;

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been logged out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    const request = page.request;
    const me = await request.get('/api/auth/me', { headers: { cookie: oldCookie } });
    expect(await me.json()).toEqual({ user: null });
    const staff = await request.get('/trpc/staff.list', { headers: { cookie: oldCookie } });
    expect(staff.status()).toBe(401);
  });
}

test('a wrong password shows the failure toast and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(demo.librarian.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(toast).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('/admin sends a visitor without a stored user to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('/admin asks the server: a stale stored user is forgotten and sent to /login', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ role: 'super_admin', displayName: 'Ghost' })),
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the sign-in page speaks Tamil and Sinhala', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox').selectOption('ta');
  await expect(page.getByRole('heading', { name: 'உள்நுழைவு', exact: true })).toBeVisible();
  await expect(page.getByLabel('கடவுச்சொல்')).toBeVisible();
  await page.getByRole('combobox').selectOption('si');
  await expect(page.getByRole('button', { name: 'පුරනය වන්න' })).toBeVisible();
});

test('a super admin adds a librarian who can sign in, then deactivates them', async ({
  page,
  browser,
}) => {
  // Two browsers, each signing in, and a confirmation: more than the default 30 s on two cores.
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(demo.super_admin.email);
  await page.getByLabel('Password').fill(demo.super_admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await openSection(page, 'Staff');
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();

  const email = `kavitha.${Date.now()}@jaffnalibrary.lk`;
  await page.getByLabel('Name').fill('Kavitha Rajan');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('New password').fill('nallur-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`${email} can now sign in.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Librarian');

  // The new librarian signs in from another browser.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('E-mail').fill(email);
  await theirs.getByLabel('Password').fill('nallur-2026');
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(theirs).toHaveURL(/\/admin\/books$/);

  // Deactivating locks someone out: the dashboard asks first.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Kavitha Rajan?' });
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Deactivated');

  // Their open session stops at once: the next check sends them to /login.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login$/);
  await other.close();
});

test.describe('on a phone, in Tamil', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a member who forgot their password chooses a new one from the e-mailed link, changes it, and signs out', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A member with a sign-in, as the desk's "Give a sign-in" makes one (here through the API).
    const email = `forgot-${Date.now()}@example.lk`;
    const name = 'கவிதா இராசநாயகம்';
    const desk = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL! },
    });
    await desk.post('/api/auth/login', {
      data: { email: demo.librarian.email, password: demo.librarian.password },
    });
    const member = await (
      await desk.post('/api/members', {
        data: { fullName: name, phone: '021 222 7788', branchId: 'JPL', email },
      })
    ).json();
    expect((await desk.post(`/api/members/${member.id}/password-link`)).ok()).toBe(true);
    await desk.dispose();

    const auth = locale('ta', 'auth');
    const common = locale('ta', 'common');
    await page.addInitScript(() => localStorage.setItem('language', 'ta'));
    await page.goto('/login');
    await page.getByRole('link', { name: auth('forgot.link') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('forgot.title'));
    await page.getByLabel(auth('forgot.email')).fill(email.toUpperCase());
    await page.getByRole('button', { name: auth('forgot.submit') }).click();
    await expect(page.getByTestId('forgot-answer')).toHaveText(
      auth('forgot.sent').replace('{{email}}', email),
    );
    expect(await noHorizontalScroll(page)).toBe(true);

    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe(auth('resetMail.subject'));
    const link = /https?:\/\/\S+\/set-password#[\w-]{20,}/.exec(mail!.text)![0];
    await page.goto(link);
    await expect(page.getByTestId('set-password-greeting')).toContainText(name);
    await page.getByLabel(auth('setPassword.password')).fill('பனை மரமும் கடலும்');
    await page.getByLabel(auth('setPassword.again')).fill('பனை மரமும் கடலும்');
    await page.getByRole('button', { name: auth('setPassword.submit') }).click();
    await expect(page).toHaveURL(/\/account$/);

    // On their account page they change it again: a wrong current password changes nothing.
    const fresh = 'நல்லூர் தேர்த் திருவிழா';
    await page.getByLabel(auth('changePassword.current')).fill('not the password');
    await page.getByLabel(auth('setPassword.password')).fill(fresh);
    await page.getByLabel(auth('setPassword.again')).fill(fresh);
    await page.getByRole('button', { name: auth('changePassword.submit') }).click();
    await expect(page.getByText(locale('ta', 'errors')('WRONG_PASSWORD'))).toBeVisible();
    await page.getByLabel(auth('changePassword.current')).fill('பனை மரமும் கடலும்');
    await page.getByRole('button', { name: auth('changePassword.submit') }).click();
    await expect(page.getByText(auth('changePassword.done'))).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);

    // The phone's menu names the member, links their account and signs them out.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: common('nav.openMenu') }).click();
    await expect(header.getByText(name)).toBeVisible();
    await expect(header.getByRole('link', { name: common('nav.myAccount') })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await header.getByRole('button', { name: common('nav.signOut') }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page is on show (a menu opened before it is would close as it arrives).
    await expect(page.locator('#events')).toBeAttached();
    await header.getByRole('button', { name: common('nav.openMenu') }).click();
    await expect(header.getByRole('link', { name: common('nav.adminLogin') })).toBeVisible();
    await expect(header.getByText(name)).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
  });
});
