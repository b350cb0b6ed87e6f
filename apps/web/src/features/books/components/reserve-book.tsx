import { isStaffRole } from '@app/api-contract/schemas/auth';
import { Button, buttonStyles, Card, CardBody, SelectField } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { serverMessage } from '../../../lib/errors';
import { useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import * as styles from './book-page.css';

/**
 * On a title whose every copy is out: a member reserves it, choosing where to collect it, and
 * is told their place in the queue; a visitor is asked to sign in. Staff reserve for members
 * from the desk, not here.
 */
export function ReserveBook({ titleId }: { titleId: number }) {
  const { t, i18n } = useTranslation(['books', 'errors']);
  const user = useStoredUser();
  const branches = trpc.branches.list.useQuery(
    { activeOnly: true },
    { enabled: user !== null && !isStaffRole(user.role) },
  );
  const [branchId, setBranchId] = useState('');
  const utils = trpc.useUtils();
  const place = trpc.holds.place.useMutation({
    onSuccess: () => void utils.holds.mine.invalidate(),
  });
  if (user && isStaffRole(user.role)) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = branchId || branches.data?.[0]?.id;
    if (chosen) place.mutate({ titleId, pickupBranchId: chosen });
  };

  return (
    <Card>
      <CardBody className={styles.reserve}>
        <h2 className={styles.subheading}>{t('page.reserve.heading')}</h2>
        <p className={styles.meta}>{t('page.reserve.intro')}</p>
        {!user ? (
          <Link to="/login" className={buttonStyles({ variant: 'secondary' })}>
            {t('page.reserve.signIn')}
          </Link>
        ) : place.isSuccess ? (
          <p role="status" className={styles.placed}>
            {t('page.reserve.placed', { position: place.data.position })}
          </p>
        ) : (
          <form className={styles.reserveForm} onSubmit={submit}>
            <SelectField
              label={t('page.reserve.branch')}
              value={branchId || branches.data?.[0]?.id || ''}
              onChange={(event) => {
                setBranchId(event.target.value);
                place.reset();
              }}
              error={place.isError ? (serverMessage(place.error, t) ?? undefined) : undefined}
            >
              {(branches.data ?? []).map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branchName(branch, i18n.language)}
                </option>
              ))}
            </SelectField>
            <Button type="submit" loading={place.isPending} disabled={!branches.data?.length}>
              {t('page.reserve.submit')}
            </Button>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
