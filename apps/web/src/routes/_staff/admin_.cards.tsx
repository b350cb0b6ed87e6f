import { createFileRoute } from '@tanstack/react-router';
import { CardSheet } from '../../features/members/staff/card-sheet';
import { parseIdList } from '../../lib/id-list';

// Like /admin/labels: the member cards' print sheet, paper only, outside the dashboard's frame.
export const Route = createFileRoute('/_staff/admin_/cards')({
  // As the label sheet's: "1,2,3" stays a readable string, a single id a number.
  validateSearch: (search: Record<string, unknown>): { ids: string | number } => {
    const ids = parseIdList(search.ids);
    return { ids: ids.length === 1 ? ids[0]! : ids.join(',') };
  },
  component: CardsRoute,
});

function CardsRoute() {
  const { ids } = Route.useSearch();
  return <CardSheet ids={parseIdList(ids)} />;
}
