import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChangePassword } from '../features/auth/components/change-password';
import { MyReading } from '../features/ebooks/components/my-reading';
import { MyEvents } from '../features/events/components/my-events';
import { SiteShell } from '../features/layout/components/site-shell';
import { MyHolds } from '../features/loans/components/my-holds';
import { MyFines } from '../features/loans/components/my-fines';
import { MyLoans } from '../features/loans/components/my-loans';
import { MyCard } from '../features/members/components/my-card';
import { MyMessages } from '../features/members/components/my-messages';
import { AccountFrame } from '../features/members/components/account-frame';
import { readStoredUser, useStoredUser } from '../lib/session';
import { trpc } from '../lib/trpc';

// A signed-in reader's page: their card, what they have borrowed (renewable online), any fines
// for late returns, what they reserved, their places at events, what they are reading, how the
// library writes to them, and their password.
export const Route = createFileRoute('/account')({
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { t } = useTranslation('members');
  const stored = useStoredUser();
  const me = trpc.auth.me.useQuery();
  const user = me.data?.user;
  return (
    <SiteShell>
      <AccountFrame
        name={user?.displayName ?? stored?.displayName ?? null}
        signedOut={me.isSuccess && !user}
        title={t('account.title')}
      >
        <MyCard />
        <MyLoans />
        <MyFines />
        <MyHolds />
        <MyEvents />
        <MyReading />
        <MyMessages />
        <ChangePassword />
      </AccountFrame>
    </SiteShell>
  );
}
