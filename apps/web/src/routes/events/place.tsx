import { createFileRoute } from '@tanstack/react-router';
import { PlacePage } from '../../features/events/components/place-page';
import { SiteShell } from '../../features/layout/components/site-shell';

// A place at an event, from a mailed link: ?token=<the link's token>.
export const Route = createFileRoute('/events/place')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: PlaceRoute,
});

function PlaceRoute() {
  const { token } = Route.useSearch();
  return (
    <SiteShell>
      <PlacePage token={token} />
    </SiteShell>
  );
}
