import { createFileRoute } from '@tanstack/react-router';
import { ReaderPage } from '../../features/ebooks/components/reader-page';

// Opened in a new tab from an e-book card; full screen, without the site's header and footer.
// The route is code-split, and the reader loads only the engine its format needs.
export const Route = createFileRoute('/ebooks/$id_/read')({
  component: ReaderRoute,
});

function ReaderRoute() {
  const { id } = Route.useParams();
  return <ReaderPage id={Number(id)} />;
}
