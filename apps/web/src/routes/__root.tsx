import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';

// Each route picks its own frame: the public site, the sign-in card, the staff screens.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
