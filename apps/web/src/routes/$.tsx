import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../features/layout/components/not-found';
import { SiteShell } from '../features/layout/components/site-shell';

export const Route = createFileRoute('/$')({
  component: () => (
    <SiteShell>
      <NotFound />
    </SiteShell>
  ),
});
