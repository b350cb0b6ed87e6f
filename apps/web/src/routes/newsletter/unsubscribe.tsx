import { createFileRoute } from '@tanstack/react-router';
import { SiteShell } from '../../features/layout/components/site-shell';
import {
  UnsubscribePage,
  type NewsletterLink,
} from '../../features/newsletter/components/newsletter-link-page';
import { newsletterLinkSearch } from '../../features/newsletter/link-search';

// Every issue's unsubscribe link: ?s=<subscriber>&t=<signed token>.
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: newsletterLinkSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const link: NewsletterLink = Route.useSearch();
  return (
    <SiteShell>
      <UnsubscribePage link={link} />
    </SiteShell>
  );
}
