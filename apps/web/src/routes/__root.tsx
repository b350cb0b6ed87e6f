import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SiteShell } from '../features/layout/components/site-shell';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <SiteShell>
      <Outlet />
    </SiteShell>
  ),
});
