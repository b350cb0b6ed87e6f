import { createFileRoute } from '@tanstack/react-router';
import { PublicCopyPage } from '../features/inventory/components/public-copy-page';
import { SiteShell } from '../features/layout/components/site-shell';

// What a copy's QR label opens (publicCopyUrl in the API): public, no sign-in.
export const Route = createFileRoute('/items/$sku')({
  component: CopyRoute,
});

function CopyRoute() {
  const { sku } = Route.useParams();
  return (
    <SiteShell>
      <PublicCopyPage sku={sku} />
    </SiteShell>
  );
}
