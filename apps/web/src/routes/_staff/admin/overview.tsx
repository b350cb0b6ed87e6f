import { createFileRoute } from '@tanstack/react-router';
import { OverviewTab } from '../../../features/dashboard/components/overview-tab';
import { ReportCharts } from '../../../features/statistics/components/report-charts';

// Quick stats and the active branches (spec §2), then the trends as charts (issue 29).
export const Route = createFileRoute('/_staff/admin/overview')({
  component: OverviewRoute,
});

function OverviewRoute() {
  return (
    <>
      <OverviewTab />
      <ReportCharts />
    </>
  );
}
