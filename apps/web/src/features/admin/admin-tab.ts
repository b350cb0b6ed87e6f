/** The dashboard's tabs in display order; `books` is the default (spec §2). */
export const ADMIN_TABS = ['books', 'ebooks', 'events', 'inventory', 'overview', 'staff'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'books';

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** The tabs a role sees: staff accounts are for super admins only. */
export function visibleAdminTabs(isSuperAdmin: boolean): readonly AdminTab[] {
  return isSuperAdmin ? ADMIN_TABS : ADMIN_TABS.filter((tab) => tab !== 'staff');
}
