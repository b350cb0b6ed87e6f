import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/statistics/components/reports-page';

// The named reports: tables, their CSV files and the monthly summary to print (issue 29).
export const Route = createFileRoute('/_staff/admin/reports')({
  component: ReportsPage,
});
