import { createFileRoute } from '@tanstack/react-router';
import { EbookPage } from '../../features/ebooks/components/ebook-page';
import { SiteShell } from '../../features/layout/components/site-shell';

// Public: one e-book's own page, the address readers share (the server sends its head tags).
export const Route = createFileRoute('/ebooks/$id')({
  component: EbookRoute,
});

function EbookRoute() {
  const { id } = Route.useParams();
  return (
    <SiteShell>
      <EbookPage id={Number(id)} />
    </SiteShell>
  );
}
