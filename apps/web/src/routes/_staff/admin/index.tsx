import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_DASHBOARD_TAB, isDashboardTab } from '../../../features/dashboard/dashboard-tab';

/**
 * /admin (where signing in lands, spec §4) opens the default section. The dashboard's old
 * addresses, `/admin?tab=events&when=past&page=2`, open their section with the rest of their
 * search: links and bookmarks from before the sections were routes keep working.
 */
export const Route = createFileRoute('/_staff/admin/')({
  validateSearch: (raw: Record<string, unknown>) => raw,
  beforeLoad: ({ search: { tab, ...rest } }) => {
    const section = isDashboardTab(tab) ? tab : DEFAULT_DASHBOARD_TAB;
    throw redirect({ to: `/admin/${section}`, search: rest as never, replace: true });
  },
});
