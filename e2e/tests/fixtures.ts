import { test as base, expect } from '@playwright/test';

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
