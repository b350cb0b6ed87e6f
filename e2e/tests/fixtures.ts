import { test as base, expect, type Page } from '@playwright/test';

/** The demo staff that `pnpm start` prints (apps/api/src/auth/bootstrap.ts). */
export const demo = {
  super_admin: {
    email: 'admin@jaffnalibrary.lk',
    password: 'palmyra-admin-2026',
    name: 'Tharshini Sivakumar',
  },
  librarian: {
    email: 'librarian@jaffnalibrary.lk',
    password: 'palmyra-librarian-2026',
    name: 'Nimal Perera',
  },
} as const;

/** Every page fails its test if the browser reports a Content-Security-Policy violation. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the /login page as one of the demo accounts and waits for /admin. */
export async function signIn(page: Page, account: (typeof demo)[keyof typeof demo]) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
