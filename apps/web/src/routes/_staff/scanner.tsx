import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '../../features/inventory/scanner/scanner-page';

// A patron is told the scanner is for librarians and sent home (spec §5): the staff layout.
export const Route = createFileRoute('/_staff/scanner')({
  staticData: { staffScreen: 'scanner' },
  component: ScannerPage,
});
