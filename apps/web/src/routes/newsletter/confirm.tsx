import { createFileRoute } from '@tanstack/react-router';
import { SiteShell } from '../../features/layout/components/site-shell';
import {
  ConfirmSubscriptionPage,
  type NewsletterLink,
} from '../../features/newsletter/components/newsletter-link-page';
import { newsletterLinkSearch } from '../../features/newsletter/link-search';

// The confirmation e-mail's link: ?s=<subscriber>&t=<signed token>.
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: newsletterLinkSearch,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const link: NewsletterLink = Route.useSearch();
  return (
    <SiteShell>
      <ConfirmSubscriptionPage link={link} />
    </SiteShell>
  );
}
