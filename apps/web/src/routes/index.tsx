import { createFileRoute } from '@tanstack/react-router';
import { BookCollection } from '../features/books/components/book-collection';
import { LibraryHero } from '../features/layout/components/library-hero';
import { SiteShell } from '../features/layout/components/site-shell';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <SiteShell>
      <LibraryHero />
      <BookCollection />
    </SiteShell>
  );
}
