/** The dashboard's tabs in display order; `books` is the default (spec §2). */
export const DASHBOARD_TABS = [
  'books',
  'ebooks',
  'events',
  'inventory',
  'overview',
  'newsletter',
  'staff',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'books';

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The tabs a role sees: staff accounts are for super admins only. */
export function visibleDashboardTabs(isSuperAdmin: boolean): readonly DashboardTab[] {
  return isSuperAdmin ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => tab !== 'staff');
}
