import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { useLogout } from '../lib/logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { StaffShell } from '../features/layout/components/staff-shell';
import { readStoredUser } from '../lib/session';

/**
 * Every staff screen (the dashboard and its pages, the scanner, the desk) sits under this
 * pathless route: the sign-in and role check is made here once, and the staff shell (header,
 * language, logout) is drawn here once. Each screen names its header in `staticData`.
 */
export const Route = createFileRoute('/_staff')({
  // The stored user is only a hint: without one there is nobody to ask the server about.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: StaffLayout,
});

// Features never import each other (ARCHITECTURE §2.1): the route hands auth to the shell.
function StaffLayout() {
  const screen = useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.staffScreen)?.staticData.staffScreen,
  });
  const session = useStaffSession();
  const { logout, isPending } = useLogout();
  return (
    <StaffShell
      screen={screen ?? 'dashboard'}
      displayName={session.displayName}
      refused={session.refused}
      onLogout={logout}
      loggingOut={isPending}
    >
      {session.allowed ? <Outlet /> : null}
    </StaffShell>
  );
}
