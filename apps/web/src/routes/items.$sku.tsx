import { createFileRoute } from '@tanstack/react-router';
import { PublicItemPage } from '../features/inventory/components/public-item-page';
import { SiteShell } from '../features/layout/components/site-shell';

// What a copy's QR label opens (publicItemUrl in the API): public, no sign-in.
export const Route = createFileRoute('/items/$sku')({
  component: ItemRoute,
});

function ItemRoute() {
  const { sku } = Route.useParams();
  return (
    <SiteShell>
      <PublicItemPage sku={sku} />
    </SiteShell>
  );
}
