import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';

// "Forgot your password?": a link to choose a new one, e-mailed to the account's address.
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
