import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../features/layout/components/not-found';

export const Route = createFileRoute('/$')({
  component: NotFound,
});
