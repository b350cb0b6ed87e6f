import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../features/books/components/book-page';
import { SiteShell } from '../features/layout/components/site-shell';

// One title of the public collection, with its copies per branch (a book card links here).
export const Route = createFileRoute('/books/$id')({
  component: BookRoute,
});

function BookRoute() {
  const { id } = Route.useParams();
  return (
    <SiteShell>
      <BookPage id={Number(id)} />
    </SiteShell>
  );
}
