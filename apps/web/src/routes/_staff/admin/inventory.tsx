import type { Language } from '@app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parseInventorySearch } from '../../../features/inventory/copy';
import { InventoryPanel } from '../../../features/inventory/staff/inventory-panel';
import { withoutEmpty } from '../../../lib/search-params';

// The scanned copies: status tab, search and page in the address.
export const Route = createFileRoute('/_staff/admin/inventory')({
  validateSearch: parseInventorySearch,
  component: InventoryRoute,
});

function InventoryRoute() {
  const { i18n } = useTranslation();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InventoryPanel
      language={i18n.language as Language}
      search={search}
      onSearch={(next, options) =>
        void navigate({ search: withoutEmpty(next), replace: options?.replace })
      }
    />
  );
}
