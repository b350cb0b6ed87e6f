import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { loadPageNamespaces } from '../lib/i18n';
import type { RouterContext } from '../router';

// Each route picks its own frame: the public site, the sign-in card, the staff screens.
export const Route = createRootRouteWithContext<RouterContext>()({
  // A page renders once its strings are here, in the reader's language: no flash of raw keys.
  beforeLoad: ({ location }) => loadPageNamespaces(location.pathname),
  component: Root,
});

function Root() {
  const ready = useRouterState({ select: (state) => state.status === 'idle' });
  // index.html's boot screen stays until the first page is on screen, then leaves in the same
  // frame (layout effects run before the browser paints), so nothing blinks in between.
  useLayoutEffect(() => {
    if (ready) document.getElementById('boot')?.remove();
  }, [ready]);
  return <Outlet />;
}
