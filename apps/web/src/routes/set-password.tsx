import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/auth/components/set-password-page';

// A member's one-time link from the library (the token is in the fragment: /set-password#…).
export const Route = createFileRoute('/set-password')({
  component: SetPasswordPage,
});
