import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffPanel } from '../../../features/staff/components/staff-panel';
import { pageParam, withoutEmpty } from '../../../lib/search-params';
import { readStoredUser } from '../../../lib/session';

// Staff accounts: super admins only (the server refuses anyone else's calls too).
export const Route = createFileRoute('/_staff/admin/staff')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } =>
    withoutEmpty({ page: pageParam(raw.page) }),
  beforeLoad: () => {
    if (readStoredUser()?.role !== 'super_admin') throw redirect({ to: '/admin/books' });
  },
  component: StaffRoute,
});

function StaffRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffPanel search={search} onSearch={(next) => void navigate({ search: next })} />;
}
