import type { Page } from '@playwright/test';
import { WALKER_WEBHOOK, type WalkData } from './prepare';

/** Who looks at a screen: nobody signed in, a member with a loan, or a super admin. */
export type Role = 'public' | 'patron' | 'staff';

export interface WalkRoute {
  /** Names the route in a failure. */
  name: string;
  role: Role;
  /** The address, made from the walker's data. */
  path: (data: WalkData) => string;
  /**
   * Resolves once the screen shows its data (beyond the generic wait: requests done, nothing
   * `aria-busy`, fonts loaded). A selector that only the loaded screen has.
   */
  ready?: string;
  /** What a person does on arrival before the screen is judged (a scan at the desk). */
  act?: (page: Page, data: WalkData) => Promise<void>;
  /** The page's own HTTP status when it is not 200 (the not-found page). */
  status?: 404;
  /**
   * Fetched as a document rather than reached inside the app, because what the server answers
   * is part of the screen (the not-found page's 404).
   */
  fullLoad?: true;
  /** Parts axe cannot see into (a sandboxed frame runs no scripts). */
  axeExclude?: string[];
}

/** A section of the staff dashboard: a route of its own (decision 0036). */
export function staffTab(tab: string): string {
  return `/admin/${tab}`;
}

const DASHBOARD_TABS = [
  'books',
  'ebooks',
  'events',
  'inventory',
  'members',
  'loans',
  'overview',
  'reports',
  'newsletter',
  'staff',
  'audit',
  'tokens',
  'webhooks',
] as const;

/** What else a section shows once it has loaded, besides its link marked current. */
const TAB_READY: Partial<Record<(typeof DASHBOARD_TABS)[number], string>> = {
  overview: 'main table tbody tr',
  reports: 'main table tbody tr',
  webhooks: '[data-testid="webhook-endpoint"]',
};

/** Every screen of the site, walked in each language at each width. Add a new page here. */
export const ROUTES: WalkRoute[] = [
  { name: 'home', role: 'public', path: () => '/', ready: '[data-testid="event-list"]' },
  { name: 'e-books', role: 'public', path: () => '/ebooks', ready: '[data-testid="ebook-list"]' },
  {
    name: 'e-books searched',
    role: 'public',
    path: () => '/ebooks?q=palmyra',
    ready: '[data-testid="ebook-list"]',
  },
  {
    name: 'e-book',
    role: 'public',
    path: (d) => `/ebooks/${d.ebookId}`,
    ready: '[data-testid="read-ebook"]',
  },
  {
    name: 'reader',
    role: 'public',
    path: (d) => `/ebooks/${d.ebookId}/read`,
    ready: '[data-testid="reader-stage"] iframe',
    axeExclude: ['[data-testid="reader-stage"] iframe'],
  },
  {
    name: 'book',
    role: 'public',
    path: (d) => `/books/${d.bookId}`,
    ready: '[data-testid="book-branch"]',
  },
  { name: 'copy', role: 'public', path: (d) => `/items/${d.sku}`, ready: '#item-title' },
  { name: 'login', role: 'public', path: () => '/login', ready: 'input[type="password"]' },
  {
    name: 'forgot password',
    role: 'public',
    path: () => '/forgot-password',
    ready: 'input[type="email"]',
  },
  {
    name: 'set password',
    role: 'public',
    path: (d) => d.setPasswordLink,
    ready: '[data-testid="set-password-greeting"]',
  },
  {
    name: 'newsletter confirm',
    role: 'public',
    path: (d) => d.confirmLink,
    ready: '[data-testid="newsletter-link-result"]',
  },
  {
    name: 'newsletter unsubscribe',
    role: 'public',
    path: (d) => d.unsubscribeLink,
    ready: '[data-testid="newsletter-link-result"]',
  },
  {
    name: 'not found',
    role: 'public',
    path: () => '/no/such/page',
    ready: 'h1',
    status: 404,
    fullLoad: true,
  },
  { name: 'account', role: 'patron', path: () => '/account', ready: '[data-testid="my-loan"]' },
  ...DASHBOARD_TABS.map((tab): WalkRoute => ({
    name: `dashboard ${tab}`,
    role: 'staff',
    path: () => staffTab(tab),
    // The section itself current: the previous section's panel must not pass for this one's;
    // the overview's and the reports' tables drawn (their words are checked too).
    ready: TAB_READY[tab]
      ? `body:has(nav a[aria-current="page"][href="/admin/${tab}"]):has(${TAB_READY[tab]})`
      : `nav a[aria-current="page"][href="/admin/${tab}"]`,
  })),
  {
    name: 'member',
    role: 'staff',
    path: (d) => `/admin/members/${d.memberId}`,
    ready: '[data-testid="member-number"]',
  },
  {
    name: 'labels',
    role: 'staff',
    path: (d) => `/admin/labels?ids=${d.copyIds.join(',')}`,
    ready: '[data-testid="copy-label"]',
  },
  {
    name: 'member cards',
    role: 'staff',
    path: (d) => `/admin/cards?ids=${d.memberId}`,
    ready: '[data-testid="member-card"]',
  },
  {
    name: 'due slip',
    role: 'staff',
    path: (d) => `/desk/slip/${d.memberId}`,
    ready: '[data-testid="slip-loan"]',
  },
  {
    // An endpoint's deliveries opened: each failed attempt's answer, time, attempts and state.
    name: 'webhook deliveries',
    role: 'staff',
    path: () => staffTab('webhooks'),
    ready: '[data-testid="webhook-endpoint"]',
    act: async (page) => {
      // Its own endpoint: the webhooks test registers another on the same site.
      await page
        .locator('[data-testid="webhook-endpoint"]', { hasText: WALKER_WEBHOOK })
        .locator('button[aria-expanded="false"]')
        .click();
      await page.locator('[data-testid="webhook-delivery"]').first().waitFor();
    },
  },
  { name: 'scanner', role: 'staff', path: () => '/scanner', ready: '[data-testid="recent-scan"]' },
  // Where a stocktake is started (a branch, a shelf range) and the recent ones are listed.
  { name: 'stocktake', role: 'staff', path: () => '/stocktake', ready: 'main form select' },
  {
    name: 'desk',
    role: 'staff',
    path: () => '/desk',
    ready: '[data-testid="desk-scan"]',
    // A member's card is scanned: the desk shows them, their loan, and a line in the log.
    act: async (page, data) => {
      await page.getByTestId('desk-scan').fill(data.memberNumber);
      await page.getByTestId('desk-scan').press('Enter');
      await page.getByTestId('desk-loan').first().waitFor();
      await page.getByTestId('desk-event').first().waitFor();
    },
  },
];
