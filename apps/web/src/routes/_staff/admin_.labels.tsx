import { createFileRoute } from '@tanstack/react-router';
import {
  DEFAULT_LABEL_KIND,
  DEFAULT_LABEL_STOCK,
  labelKindOf,
  labelStockIdOf,
  type LabelKind,
  type LabelStockId,
} from '../../features/inventory/label-choice';
import { LabelSheet } from '../../features/inventory/staff/label-sheet';
import { parseIdList } from '../../lib/id-list';

interface LabelsSearch {
  ids: string | number;
  /** What the labels carry; the copy's own code unless asked. */
  kind?: LabelKind;
  /** The label paper; plain A4 unless asked. */
  stock?: LabelStockId;
}

// `admin_` keeps the URL /admin/labels but not the dashboard's frame: the sheet is paper only.
export const Route = createFileRoute('/_staff/admin_/labels')({
  // The router rewrites the URL to whatever this returns, in JSON where a value would otherwise
  // read back as another type: an array becomes "[1,2]" and a lone "7" string "\"7\"". So the
  // readable "1,2,3" the panel links to stays a string, and a single id stays a number.
  validateSearch: (search: Record<string, unknown>): LabelsSearch => {
    const ids = parseIdList(search.ids);
    const kind = labelKindOf(search.kind);
    const stock = labelStockIdOf(search.stock);
    return {
      ids: ids.length === 1 ? ids[0]! : ids.join(','),
      ...(kind !== DEFAULT_LABEL_KIND ? { kind } : {}),
      ...(stock !== DEFAULT_LABEL_STOCK ? { stock } : {}),
    };
  },
  component: LabelsRoute,
});

function LabelsRoute() {
  const { ids, kind, stock } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LabelSheet
      ids={parseIdList(ids)}
      kind={kind ?? DEFAULT_LABEL_KIND}
      stock={stock ?? DEFAULT_LABEL_STOCK}
      onChange={(choice) =>
        void navigate({ search: (prev) => ({ ...prev, ...choice }), replace: true })
      }
    />
  );
}
