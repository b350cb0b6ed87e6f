/** The dashboard's tabs in display order; `books` is the default (spec §2). */
export const DASHBOARD_TABS = [
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
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'books';

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** Tabs for super admins only: staff accounts, the audit trail and webhooks. */
const SUPER_ADMIN_TABS: readonly DashboardTab[] = ['staff', 'audit', 'webhooks'];

/** The tabs a role sees. */
export function visibleDashboardTabs(isSuperAdmin: boolean): readonly DashboardTab[] {
  return isSuperAdmin
    ? DASHBOARD_TABS
    : DASHBOARD_TABS.filter((tab) => !SUPER_ADMIN_TABS.includes(tab));
}
