import { createFileRoute } from '@tanstack/react-router';
import { NewsletterTab } from '../../../features/newsletter/staff/newsletter-tab';

// Subscribers, issues and whether mail can go out.
export const Route = createFileRoute('/_staff/admin/newsletter')({
  component: NewsletterTab,
});
