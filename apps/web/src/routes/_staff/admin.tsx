import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { isDashboardTab } from '../../features/dashboard/dashboard-tab';
import { useStoredUser } from '../../lib/session';

/**
 * The dashboard's frame: its sections' navigation, the quick actions and the figures. Each
 * section is a child route (`admin/books.tsx`…) with its own search, dialogs and chunk.
 */
export const Route = createFileRoute('/_staff/admin')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const section = useLocation({ select: (location) => location.pathname.split('/')[2] });
  // The stored role follows the server's answer (useStaffSession keeps it); the server
  // refuses a librarian's calls to the super admins' sections whatever this shows.
  const isSuperAdmin = useStoredUser()?.role === 'super_admin';
  return (
    <Dashboard tab={isDashboardTab(section) ? section : null} isSuperAdmin={isSuperAdmin}>
      <Outlet />
    </Dashboard>
  );
}
