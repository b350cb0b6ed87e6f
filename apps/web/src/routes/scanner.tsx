import { createFileRoute, redirect } from '@tanstack/react-router';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { ScannerPage } from '../features/inventory/scanner/scanner-page';
import { readStoredUser } from '../lib/session';

export const Route = createFileRoute('/scanner')({
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: ScannerRoute,
});

// Features never import each other (ARCHITECTURE §2.1): the route hands auth to the scanner.
function ScannerRoute() {
  const session = useStaffSession({ refuseNonStaffAtOnce: true });
  const { logout, isPending } = useLogout();
  return <ScannerPage session={session} onLogout={logout} loggingOut={isPending} />;
}
