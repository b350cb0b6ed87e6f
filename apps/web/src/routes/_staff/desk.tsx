import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../../features/loans/staff/desk-page';

export const Route = createFileRoute('/_staff/desk')({
  staticData: { staffScreen: 'desk' },
  component: DeskPage,
});
