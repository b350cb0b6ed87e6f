import { createFileRoute, redirect } from '@tanstack/react-router';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { CardSheet } from '../features/members/staff/card-sheet';
import { parseIdList } from '../lib/id-list';
import { readStoredUser } from '../lib/session';

// Like /admin/labels: the member cards' print sheet, paper only, outside the dashboard's frame.
export const Route = createFileRoute('/admin_/cards')({
  // As the label sheet's: "1,2,3" stays a readable string, a single id a number.
  validateSearch: (search: Record<string, unknown>): { ids: string | number } => {
    const ids = parseIdList(search.ids);
    return { ids: ids.length === 1 ? ids[0]! : ids.join(',') };
  },
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: CardsRoute,
});

function CardsRoute() {
  const { ids } = Route.useSearch();
  useStaffSession();
  return <CardSheet ids={parseIdList(ids)} />;
}
