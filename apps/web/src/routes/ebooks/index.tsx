import { createFileRoute } from '@tanstack/react-router';
import { parseCollectionSearch } from '../../features/ebooks/collection-search';
import { DigitalLibraryPage } from '../../features/ebooks/components/digital-library-page';
import { SiteShell } from '../../features/layout/components/site-shell';

// Public: free e-books to read online or download without signing in. Search text, filters,
// view and page live in the address (shareable; Back and reload keep them).
export const Route = createFileRoute('/ebooks/')({
  validateSearch: parseCollectionSearch,
  component: EbooksRoute,
});

function EbooksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SiteShell>
      <DigitalLibraryPage
        search={search}
        // A new search or filter keeps the page where it is: the page brings its results into
        // view itself (the router's reset to the top would undo that on a phone).
        onSearch={(next, options) =>
          void navigate({ search: next, replace: options?.replace, resetScroll: false })
        }
      />
    </SiteShell>
  );
}
