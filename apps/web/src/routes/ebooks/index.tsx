import { createFileRoute } from '@tanstack/react-router';
import { DigitalLibraryPage } from '../../features/ebooks/components/digital-library-page';
import { SiteShell } from '../../features/layout/components/site-shell';

// Public: free e-books to read online or download without signing in.
export const Route = createFileRoute('/ebooks/')({
  component: EbooksRoute,
});

function EbooksRoute() {
  return (
    <SiteShell>
      <DigitalLibraryPage />
    </SiteShell>
  );
}
