import { createFileRoute } from '@tanstack/react-router';
import { LabelSheet } from '../../features/inventory/staff/label-sheet';
import { parseIdList } from '../../lib/id-list';

// `admin_` keeps the URL /admin/labels but not the dashboard's frame: the sheet is paper only.
export const Route = createFileRoute('/_staff/admin_/labels')({
  // The router rewrites the URL to whatever this returns, in JSON where a value would otherwise
  // read back as another type: an array becomes "[1,2]" and a lone "7" string "\"7\"". So the
  // readable "1,2,3" the panel links to stays a string, and a single id stays a number.
  validateSearch: (search: Record<string, unknown>): { ids: string | number } => {
    const ids = parseIdList(search.ids);
    return { ids: ids.length === 1 ? ids[0]! : ids.join(',') };
  },
  component: LabelsRoute,
});

function LabelsRoute() {
  const { ids } = Route.useSearch();
  return <LabelSheet ids={parseIdList(ids)} />;
}
