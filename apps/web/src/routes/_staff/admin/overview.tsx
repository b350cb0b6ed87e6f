import { createFileRoute } from '@tanstack/react-router';
import { OverviewTab } from '../../../features/dashboard/components/overview-tab';

// Quick stats and the active branches (spec §2).
export const Route = createFileRoute('/_staff/admin/overview')({
  component: OverviewTab,
});
