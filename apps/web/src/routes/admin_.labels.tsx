import { createFileRoute, redirect } from '@tanstack/react-router';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { LabelSheet } from '../features/inventory/staff/label-sheet';
import { parseIdList } from '../lib/id-list';
import { readStoredUser } from '../lib/session';

// `admin_` keeps the URL /admin/labels but not the dashboard's frame: the sheet is paper only.
export const Route = createFileRoute('/admin_/labels')({
  // The router rewrites the URL to whatever this returns, in JSON where a value would otherwise
  // read back as another type: an array becomes "[1,2]" and a lone "7" string "\"7\"". So the
  // readable "1,2,3" the panel links to stays a string, and a single id stays a number.
  validateSearch: (search: Record<string, unknown>): { ids: string | number } => {
    const ids = parseIdList(search.ids);
    return { ids: ids.length === 1 ? ids[0]! : ids.join(',') };
  },
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: LabelsRoute,
});

function LabelsRoute() {
  const { ids } = Route.useSearch();
  useStaffSession();
  return <LabelSheet ids={parseIdList(ids)} />;
}
